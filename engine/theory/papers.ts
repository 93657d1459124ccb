/**
 * Theory papers (schemas/theory/paper.ts): a paper file's YAML → its papers checked against the
 * schema and the bank (fixed questions exist; each draw rule finds enough questions), and the
 * questions an attempt gets: the fixed list, or each rule's count drawn with the attempt's seed
 * from the bank's questions in id order, so the same seed and bank give the same paper.
 */
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import type { Question } from '../../schemas/questions.ts';
import { PaperFile, type DrawRule, type TheoryPaper } from '../../schemas/theory/paper.ts';
import { createRng } from '../core/random.ts';

const validate = new Ajv({ allErrors: true, strict: false }).compile(PaperFile);

export const matchesRule = (q: Question, r: DrawRule) =>
  (!r.platform || (q.tags.platform !== undefined && r.platform.includes(q.tags.platform))) &&
  (!r.module || (q.tags.module !== undefined && r.module.includes(q.tags.module))) &&
  (!r.topic || r.topic.includes(q.tags.topic)) &&
  (!r.difficulty || r.difficulty.includes(q.tags.difficulty)) &&
  (!r.type || (r.type as readonly string[]).includes(q.type));

const byId = (a: Question, b: Question) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The questions of one attempt of a paper, in the order asked. Drawn papers: each rule takes its
 * count by a partial Fisher–Yates shuffle of the matching questions not taken yet (in id order).
 */
export const drawPaper = (
  paper: TheoryPaper,
  bank: readonly Question[],
  seed: number,
): Question[] => {
  const index = new Map(bank.map((q) => [q.id, q]));
  if ('fixed' in paper)
    return paper.fixed.map((id) => index.get(id)).filter((q) => q !== undefined);
  const rng = createRng(seed);
  const taken = new Set<string>();
  const out: Question[] = [];
  for (const rule of paper.draw) {
    const pool = bank.filter((q) => !taken.has(q.id) && matchesRule(q, rule)).sort(byId);
    for (let i = 0; i < rule.count && i < pool.length; i += 1) {
      const j = rng.int(i, pool.length - 1);
      const picked = pool[j]!;
      pool[j] = pool[i]!;
      pool[i] = picked;
      taken.add(picked.id);
      out.push(picked);
    }
  }
  return out;
};

/** Why a paper cannot be given with this bank, or [] when it can. */
const meaningIssues = (paper: TheoryPaper, bank: readonly Question[]): string[] => {
  const ids = new Set(bank.map((q) => q.id));
  if ('fixed' in paper)
    return paper.fixed.filter((id) => !ids.has(id)).map((id) => `${paper.id}: no question ${id}`);
  const taken = new Set<string>();
  const issues: string[] = [];
  paper.draw.forEach((rule, i) => {
    const pool = bank.filter((q) => !taken.has(q.id) && matchesRule(q, rule));
    if (pool.length < rule.count)
      issues.push(`${paper.id}: draw ${i + 1} wants ${rule.count}, the bank has ${pool.length}`);
    // The worst case for later rules: this rule took every question it could.
    for (const q of pool) taken.add(q.id);
  });
  return issues;
};

export type PaperFileResult = { ok: true; papers: TheoryPaper[] } | { ok: false; errors: string[] };

/** A paper file's YAML text, checked; `taken` holds paper ids of the other files. */
export const parsePaperFile = (
  text: string,
  bank: readonly Question[],
  taken: ReadonlySet<string> = new Set(),
): PaperFileResult => {
  let data: unknown;
  try {
    data = parse(text);
  } catch (err) {
    return {
      ok: false,
      errors: [err instanceof Error ? err.message.split('\n')[0]! : 'YAML error'],
    };
  }
  if (!validate(data))
    return {
      ok: false,
      errors: (validate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`,
      ),
    };
  const papers = data as TheoryPaper[];
  const seen = new Set(taken);
  const errors: string[] = [];
  for (const p of papers) {
    if (seen.has(p.id)) errors.push(`${p.id}: paper id used twice`);
    seen.add(p.id);
    errors.push(...meaningIssues(p, bank));
  }
  return errors.length ? { ok: false, errors } : { ok: true, papers };
};
