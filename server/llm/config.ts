/**
 * The language-model server a teacher may ask for a second opinion (docs/adr/0021): any server
 * speaking OpenAI's chat-completions protocol (Ollama, llama.cpp's server, vLLM …). LLM_URL is
 * its base address (with or without /v1); LLM_MODEL the model name (default llama3.1);
 * LLM_API_KEY a bearer token if the server wants one; LLM_TIMEOUT_MS how long to wait (default
 * 45 s, under the HTTP request limit of 60 s). Without LLM_URL there is no second opinion and
 * the UI offers none.
 */
export type LlmConfig = { url: string; model: string; apiKey: string | null; timeoutMs: number };

export const llmFromEnv = (env: NodeJS.ProcessEnv = process.env): LlmConfig | null => {
  const url = env.LLM_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//i.test(url))
    throw new Error(`LLM_URL must be an http(s) address, got "${url}"`);
  const timeoutMs = Number(env.LLM_TIMEOUT_MS ?? 45_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`LLM_TIMEOUT_MS must be a positive whole number, got "${env.LLM_TIMEOUT_MS}"`);
  return {
    url,
    model: env.LLM_MODEL?.trim() || 'llama3.1',
    apiKey: env.LLM_API_KEY?.trim() || null,
    timeoutMs,
  };
};
