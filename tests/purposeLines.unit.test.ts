/** Every committed source file opens with its purpose: a leading /** … *\/ or // comment. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
/** TypeScript sources in git, without generated files and type declarations. */
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f !== '' && !/generated|\.d\.ts$/.test(f));

const opensWithComment = (text: string) =>
  /^\s*(\/\*|\/\/)/.test(text.split('\n').find((l) => l.trim() !== '') ?? '');

describe('purpose lines', () => {
  it('recognise a leading comment and nothing else', () => {
    expect(opensWithComment('/** The orders. */\nexport {};')).toBe(true);
    expect(opensWithComment('\n// Orders.\nexport {};')).toBe(true);
    expect(opensWithComment("import x from 'y';\n/** Late. */")).toBe(false);
  });

  it('open every source file', () => {
    expect(sources.length).toBeGreaterThan(100);
    const missing = sources.filter(
      (f) => !opensWithComment(readFileSync(resolve(root, f), 'utf8')),
    );
    expect(missing).toEqual([]);
  });
});
