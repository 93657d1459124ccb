/** Unit tests: llmFromEnv. */
import { describe, expect, it } from 'vitest';
import { llmFromEnv } from './config.ts';

describe('llmFromEnv', () => {
  it('is off without LLM_URL', () => {
    expect(llmFromEnv({})).toBeNull();
    expect(llmFromEnv({ LLM_URL: '  ' })).toBeNull();
  });
  it('reads the server, model, key and time limit with defaults', () => {
    expect(llmFromEnv({ LLM_URL: 'http://localhost:11434' })).toEqual({
      url: 'http://localhost:11434',
      model: 'llama3.1',
      apiKey: null,
      timeoutMs: 45_000,
    });
    expect(
      llmFromEnv({
        LLM_URL: 'https://x/v1',
        LLM_MODEL: 'qwen2.5',
        LLM_API_KEY: 'k',
        LLM_TIMEOUT_MS: '9000',
      }),
    ).toEqual({ url: 'https://x/v1', model: 'qwen2.5', apiKey: 'k', timeoutMs: 9000 });
  });
  it('refuses an address that is not http(s) and a bad time limit', () => {
    expect(() => llmFromEnv({ LLM_URL: 'localhost:11434' })).toThrow(/LLM_URL/);
    expect(() => llmFromEnv({ LLM_URL: 'http://x', LLM_TIMEOUT_MS: '-1' })).toThrow(
      /LLM_TIMEOUT_MS/,
    );
  });
});
