/**
 * The files a case hands the student (scenario `attachments`): read next to the case file when
 * the catalogue loads, with a size and type limit, and served only to the owner of an attempt
 * at that case (routes/caseFiles.ts). `cbsim validate` also checks that each import file imports
 * cleanly into a fresh attempt of its case.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  evolveAll,
  handle,
  initialState,
  isRejection,
  startEvents,
  type Command,
  type Envelope,
} from '../engine/index.ts';
import { IMPORT_MAX_BYTES } from '../schemas/api/operate.ts';
import { IMPORT_COLUMN_ALIASES } from '../schemas/imports.ts';
import type { Attachment, Scenario } from '../schemas/scenario.ts';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal } from './imports/limits.ts';
import { fileKind, readTable } from './imports/read-table.ts';

export type CaseFile = Attachment & { contentType: string; bytes: Buffer };

export const CASE_FILE_MAX_BYTES = IMPORT_MAX_BYTES;
const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** An attachment with its bytes, typed by its name's extension. */
export const caseFileOf = (a: Attachment, bytes: Buffer): CaseFile => {
  const ext = a.name.slice(a.name.lastIndexOf('.') + 1).toLowerCase();
  return { ...a, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream', bytes };
};

/** Reads a case's attachments relative to its file; errors name the attachment and the cause. */
export const readCaseFiles = (
  caseFile: string,
  s: Scenario,
): { files: CaseFile[]; errors: string[] } => {
  const files: CaseFile[] = [];
  const errors: string[] = [];
  (s.attachments ?? []).forEach((a, i) => {
    const where = `attachments[${i}] (${a.name})`;
    const path = resolve(dirname(caseFile), a.file);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      errors.push(`${where}: file not found: ${a.file}`);
      return;
    }
    if (size > CASE_FILE_MAX_BYTES) {
      errors.push(`${where}: ${size} bytes, above the limit of ${CASE_FILE_MAX_BYTES}`);
      return;
    }
    const ext = a.name.slice(a.name.lastIndexOf('.') + 1).toLowerCase();
    if (!a.file.toLowerCase().endsWith(`.${ext}`)) {
      errors.push(`${where}: the file ${a.file} is not a .${ext} file`);
      return;
    }
    files.push(caseFileOf(a, readFileSync(path)));
  });
  return { files, errors };
};

/**
 * The import command of each import attachment (what a student uploading it sends the engine),
 * or why its file cannot be read.
 */
export const caseFileImports = (
  files: readonly CaseFile[],
): { commands: { file: string; command: Command }[]; errors: string[] } => {
  const commands: { file: string; command: Command }[] = [];
  const errors: string[] = [];
  for (const f of files) {
    if (!f.import) continue;
    try {
      // In-process: an author's file, read within the limits a student's upload has.
      const table = readTable(
        fileKind(f.name),
        f.bytes,
        IMPORT_COLUMN_ALIASES,
        DEFAULT_IMPORT_LIMITS,
      );
      const type = f.import === 'orders' ? 'ImportOrders' : 'ImportStock';
      commands.push({ file: f.name, command: { type, fileName: f.name, ...table } as Command });
    } catch (e) {
      errors.push(`${f.name}: ${e instanceof ImportRefusal ? e.key : String(e)}`);
    }
  }
  return { commands, errors };
};

/**
 * Imports each import attachment into a fresh attempt of its case, as a student who has done
 * nothing else would: the messages of a refusal (file unreadable, or rows the engine refuses).
 */
export const checkCaseFileImports = async (s: Scenario, files: CaseFile[]): Promise<string[]> => {
  const now = s.clock.start;
  const meta = { now, actor: { kind: 'student' as const, id: 'validate' } };
  const first = startEvents(s, { scenarioId: s.id, seed: 1, mode: 'practice' }, now).map(
    (e) => ({ ...e, metadata: meta }) as Envelope,
  );
  const fresh = evolveAll(initialState(s), first);
  const { commands, errors } = caseFileImports(files);
  for (const { file, command } of commands) {
    const r = handle(s, fresh, command, meta);
    if (!isRejection(r)) continue;
    const rows = (r.rows ?? []).map((x) => ` row ${x.row} ${x.column}: ${x.messageKey}`);
    const kind = command.type === 'ImportOrders' ? 'orders' : 'stock';
    errors.push(`${file}: the ${kind} import is refused: ${r.messageKey}${rows.join(';')}`);
  }
  return errors;
};
