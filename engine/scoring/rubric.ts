import type { Rubric } from '../../schemas/scenario.ts';
import type { RubricCheck } from '../../schemas/api/practice.ts';

const norm = (s: string) => s.toLocaleLowerCase().normalize('NFKC');

/** Checks free text against a rubric: required facts, one-of groups, forbidden phrases, length. */
export const checkRubric = (rubric: Rubric, text: string): RubricCheck[] => {
  const t = norm(text);
  const checks: RubricCheck[] = [];
  for (const phrase of rubric.mustInclude ?? []) {
    checks.push({ kind: 'mustInclude', expected: phrase, ok: t.includes(norm(phrase)) });
  }
  for (const group of rubric.anyOf ?? []) {
    checks.push({
      kind: 'anyOf',
      expected: group.join(' | '),
      ok: group.some((p) => t.includes(norm(p))),
    });
  }
  for (const phrase of rubric.forbidden ?? []) {
    checks.push({ kind: 'forbidden', expected: phrase, ok: !t.includes(norm(phrase)) });
  }
  const length = [...text.trim()].length;
  if (rubric.minLength !== undefined) {
    checks.push({
      kind: 'minLength',
      expected: String(rubric.minLength),
      ok: length >= rubric.minLength,
    });
  }
  if (rubric.maxLength !== undefined) {
    checks.push({
      kind: 'maxLength',
      expected: String(rubric.maxLength),
      ok: length <= rubric.maxLength,
    });
  }
  return checks;
};

/** Share of the point a rubric earns: passed checks over all checks, rounded down to whole points. */
export const rubricEarned = (score: number, checks: RubricCheck[]): number =>
  checks.length === 0
    ? score
    : Math.floor((score * checks.filter((c) => c.ok).length) / checks.length);
