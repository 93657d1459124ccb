/** Unit tests: textsFor; findChecks. */
import { describe, expect, it } from 'vitest';
import { checkRubric } from '../scoring/rubric.ts';
import { findChecks, textsFor } from './texts.ts';

describe('textsFor', () => {
  it('writes texts that pass a rubric: required phrases, one of each group, long enough', () => {
    const rubric = {
      mustInclude: ['112-3941-7781'],
      anyOf: [
        ['缺货', 'out of stock', 'backorder*'],
        ['5', 'five', '五'],
      ],
      forbidden: ['cancel'],
      minLength: 60,
    };
    const texts = textsFor(rubric);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const t of texts) expect(checkRubric(rubric, t).every((c) => c.ok)).toBe(true);
    expect(texts.some((t) => t.includes('out of stock'))).toBe(true);
  });

  it('writes a stem as its stem and skips a forbidden choice', () => {
    const [t] = textsFor({ anyOf: [['refund', 'apolog*']], forbidden: ['refund'] });
    expect(t).toBe('apolog');
  });

  it('has no text for a rubric nothing can pass', () => {
    expect(textsFor({ mustInclude: ['refund'], forbidden: ['refund'] })).toEqual([]);
    expect(textsFor({ mustInclude: ['a long phrase'], maxLength: 3 })).toEqual([]);
  });
});

describe('findChecks', () => {
  it('finds every text check of a scenario with its path and field', () => {
    const found = findChecks({
      scoring: [{ point: 1, rubric: { field: 'remark', anyOf: [['x']] } }],
      world: { mail: { scripts: [{ states: { s: { on: [{ if: { mustInclude: ['y'] } }] } } }] } },
    });
    expect(found.map((f) => [f.path, f.field])).toEqual([
      ['scoring[0].rubric', 'remark'],
      ['world.mail.scripts[0].states.s.on[0].if', null],
    ]);
  });
});
