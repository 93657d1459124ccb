/**
 * One chat completion from an OpenAI-compatible server (POST <LLM_URL>/v1/chat/completions), asking
 * for a JSON object, at temperature 0. What can go wrong is one of two things the teacher is told:
 * the server could not be reached or answered an error (unavailable), or it answered something
 * that is not a completion (badAnswer).
 */
import type { LlmConfig } from './config.ts';

export type ChatMessage = { role: 'system' | 'user'; content: string };

export class LlmError extends Error {
  readonly kind: 'unavailable' | 'badAnswer';
  constructor(kind: 'unavailable' | 'badAnswer', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** The completions address: the base with /v1 once, whether LLM_URL ends in /v1 or not. */
export const completionsUrl = (base: string) =>
  `${base.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;

export const chatCompletion = async (
  cfg: LlmConfig,
  messages: readonly ChatMessage[],
): Promise<{ model: string; content: string }> => {
  let res: Response;
  try {
    res = await fetch(completionsUrl(cfg.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: cfg.model,
        messages,
        temperature: 0,
        stream: false,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (e) {
    throw new LlmError('unavailable', `language model not reachable: ${(e as Error).message}`);
  }
  if (!res.ok) throw new LlmError('unavailable', `language model answered HTTP ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new LlmError('badAnswer', 'language model answered no JSON');
  }
  const b = body as { model?: unknown; choices?: { message?: { content?: unknown } }[] };
  const content = b.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmError('badAnswer', 'no completion in the answer');
  return { model: typeof b.model === 'string' ? b.model : cfg.model, content };
};
