/** Unit tests: second opinion prompt. */
import { describe, expect, it } from 'vitest';
import type { PointResult } from '../../schemas/api/practice.ts';
import { completionsUrl, LlmError } from './client.ts';
import { criteriaOf, opinionPrompt, readOpinion } from './opinion.ts';

const point = {
  pointID: 4101,
  sourceID: null,
  page: 'Mail',
  content: { zh: '回复买家', en: 'Answer the buyer about the late parcel' },
  score: 20,
  earned: 12,
  hit: true,
  outcome: 'partial',
  checks: [
    { kind: 'mustInclude', expected: '1Z999AA10123456784', ok: true },
    { kind: 'greeting', expected: 'Emily Carter', ok: true },
    { kind: 'nextStep', expected: '', ok: false },
    { kind: 'minWords', expected: '40', ok: true, measured: 52 },
    { kind: 'within', expected: '1h', ok: true, measured: 20 },
    { kind: 'language', expected: 'en', ok: true },
    { kind: 'tone', expected: '', ok: true },
  ],
  evidence: { text: 'Hello Emily', at: null, responseMinutes: 20 },
} as PointResult;

describe('second opinion prompt', () => {
  it('describes each criterion of the rubric once, in order, without the time limit', () => {
    expect(criteriaOf(point)).toEqual([
      { criterion: 'mustInclude', text: 'states these facts: "1Z999AA10123456784"' },
      {
        criterion: 'structure',
        text: 'greets the buyer by name (Emily Carter); says what happens next, and when',
      },
      { criterion: 'length', text: 'at least 40 words' },
      {
        criterion: 'language',
        text: 'is written in the language with ISO code "en" (the buyer\'s)',
      },
      {
        criterion: 'tone',
        text: 'is polite: no blaming the buyer, no shouting in capitals, no "!!!", no ultimatums',
      },
    ]);
  });
  it('does not tell the model what the rubric decided', () => {
    const [system, user] = opinionPrompt(
      point,
      'Hello Emily, your parcel 1Z999AA10123456784 …',
      'en',
    );
    expect(system!.content).toContain('Write every reason and the summary in English.');
    expect(user!.content).toContain('Answer the buyer about the late parcel');
    expect(user!.content).not.toMatch(/\b12\b|earned|passed|failed/);
  });
  it('reads a fenced answer, keeps the first verdict per criterion and clamps the score', () => {
    const fenced = [
      '```json',
      JSON.stringify({
        criteria: [
          { criterion: 'structure', ok: false, reason: 'No next step.' },
          { criterion: 'structure', ok: true, reason: 'ignored' },
          { criterion: 'within', ok: true, reason: 'not the model’s to judge' },
        ],
        earned: -3,
        summary: 'Polite but vague.',
      }),
      '```',
    ].join('\n');
    expect(readOpinion(fenced, point, 'm')).toEqual({
      model: 'm',
      criteria: [{ criterion: 'structure', ok: false, reason: 'No next step.' }],
      earned: 0,
      summary: 'Polite but vague.',
    });
    expect(() => readOpinion('{"earned": 5}', point, 'm')).toThrow(LlmError);
  });
  it('adds /v1 to the base address once', () => {
    for (const base of [
      'http://h:11434',
      'http://h:11434/',
      'http://h:11434/v1',
      'http://h:11434/v1/',
    ])
      expect(completionsUrl(base)).toBe('http://h:11434/v1/chat/completions');
  });
});
