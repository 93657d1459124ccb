/**
 * `cbsim courses validate`: the shipped courses pass with every link resolved; a course whose
 * section names a question not in the bank, a case not shipped, a page the bank does not cite and
 * a missing English text fails with each error named.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { coursesCommand } from './commands/courses.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs = {
  courses: join(root, 'courses'),
  questions: join(root, 'questions'),
  scenarios: join(root, 'scenarios/cases'),
};
const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
};
const tmp = mkdtempSync(join(tmpdir(), 'cbsim-courses-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('cbsim courses validate', () => {
  it('passes the shipped courses', () => {
    const c = capture();
    expect(coursesCommand(['validate'], dirs, c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(c.out.join('\n')).toMatch(/^[6-9] courses, \d+ sections, all links resolve$/);
  });

  it('names each link that does not resolve', () => {
    const dir = join(tmp, 'courses');
    cpSync(join(dirs.courses, 'amazon'), join(dir, 'amazon'), { recursive: true });
    const file = join(dir, 'amazon', 'course.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace('- amazon-atoz-window\n', '- amazon-atoz-window\n          - no-such-question\n')
        .replace('[amazon-partial-stock]', '[no-such-case]')
        .replace(
          'url: https://sellercentral.amazon.com/gp/help/external/200370550',
          'url: https://example.org/not-cited',
        ),
    );
    rmSync(join(dir, 'amazon', 'returns.en.md'));
    const c = capture();
    expect(coursesCommand(['validate', dir], dirs, c.io)).toBe(1);
    const errors = c.err.join('\n');
    expect(errors).toContain('question "no-such-question" is not in the bank');
    expect(errors).toContain('case "no-such-case" is not a shipped case');
    expect(errors).toContain('https://example.org/not-cited is not a page the question bank cites');
    expect(errors).toContain('returns.en.md is missing or empty');
    expect(c.out.join('\n')).toMatch(/errors$/);
  });

  it('answers a wrong use with its usage', () => {
    const c = capture();
    expect(coursesCommand(['check'], dirs, c.io)).toBe(2);
    expect(c.err.join('\n')).toContain('usage: cbsim courses validate');
  });
});
