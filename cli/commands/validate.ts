/** cbsim validate <files|dirs>: schema and meaning errors as file:line:col message. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from '../../engine/scenario/parse.ts';
import type { Io } from '../io.ts';

const yamlFiles = (target: string): string[] =>
  statSync(target).isDirectory()
    ? readdirSync(target)
        .sort()
        .flatMap((f) => {
          const p = join(target, f);
          return statSync(p).isDirectory() ? yamlFiles(p) : /\.ya?ml$/.test(f) ? [p] : [];
        })
    : [target];

/** Returns the exit code: 0 when every file is valid, 1 otherwise. */
export const validateCommand = (targets: string[], io: Io): number => {
  if (targets.length === 0) {
    io.err('usage: cbsim validate <file.yaml|dir>...');
    return 2;
  }
  let errors = 0;
  let files = 0;
  for (const target of targets) {
    let list: string[];
    try {
      list = yamlFiles(target);
    } catch {
      io.err(`${target}: no such file or directory`);
      errors += 1;
      continue;
    }
    for (const file of list) {
      files += 1;
      const r = parseScenario(readFileSync(file, 'utf8'));
      if (r.ok) continue;
      for (const e of r.errors)
        io.err(
          `${file}:${e.line}:${e.col} ${e.message}${e.path && e.path !== '/' ? ` (${e.path})` : ''}`,
        );
      errors += r.errors.length;
    }
  }
  io.out(errors === 0 ? `${files} file(s) valid` : `${errors} error(s) in ${files} file(s)`);
  return errors === 0 ? 0 : 1;
};
