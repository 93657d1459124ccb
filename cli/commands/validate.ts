/**
 * cbsim validate <files|dirs>: schema and meaning errors as file:line:col message; then the case's
 * attachments: each file exists within its size limit, and an import file imports cleanly.
 */
import { readFileSync } from 'node:fs';
import { parseScenario } from '../../engine/scenario/parse.ts';
import { checkCaseFileImports, readCaseFiles } from '../../server/caseFiles.ts';
import type { Io } from '../io.ts';
import { yamlFiles } from './explore.ts';

/** Returns the exit code: 0 when every file is valid, 1 otherwise. */
export const validateCommand = async (targets: string[], io: Io): Promise<number> => {
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
      if (r.ok) {
        const attached = readCaseFiles(file, r.scenario);
        const problems = [
          ...attached.errors,
          ...(await checkCaseFileImports(r.scenario, attached.files)),
        ];
        for (const p of problems) io.err(`${file}: ${p}`);
        errors += problems.length;
        continue;
      }
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
