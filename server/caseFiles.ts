/**
 * The files a case hands the student (scenario `attachments`): read next to the case file when
 * the catalogue loads, with a size and type limit, and served only to the owner of an attempt
 * at that case (routes/caseFiles.ts). `cbsim validate` also checks that each import file imports
 * cleanly into a fresh attempt of its case (the server reads an author's files in its import
 * workers: `read`).
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
import { ApiError } from './errors.ts';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal } from './imports/limits.ts';
import { fileKind, readTable, type Table } from './imports/read-table.ts';

export type CaseFile = Attachment & { contentType: string; bytes: Buffer };

export const CASE_FILE_MAX_BYTES = IMPORT_MAX_BYTES;
/** The types a case may hand the student, by extension. */
export const CASE_FILE_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** An attachment with its bytes, typed by its name's extension. */
export const caseFileOf = (a: Attachment, bytes: Buffer): CaseFile => {
  const ext = a.name.slice(a.name.lastIndexOf('.') + 1).toLowerCase();
  return { ...a, contentType: CASE_FILE_TYPES[ext] ?? 'application/octet-stream', bytes };
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

/** Reads an import attachment's table (in a worker on the server: ImportReader). */
export type TableRead = (file: CaseFile) => Promise<Table>;

/** The import command of an import attachment: what a student uploading it sends the engine. */
const importCommand = (f: CaseFile, table: Table): Command => {
  const type = f.import === 'orders' ? 'ImportOrders' : 'ImportStock';
  return { type, fileName: f.name, ...table } as Command;
};

/** Why a file cannot be read: the reader's message key, else the error. */
const refusalOf = (e: unknown) =>
  e instanceof ImportRefusal ? e.key : e instanceof ApiError ? e.messageKey : String(e);

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
      // In-process (the CLI): an author's file, read within the limits a student's upload has.
      const table = readTable(
        fileKind(f.name),
        f.bytes,
        IMPORT_COLUMN_ALIASES,
        DEFAULT_IMPORT_LIMITS,
      );
      commands.push({ file: f.name, command: importCommand(f, table) });
    } catch (e) {
      errors.push(`${f.name}: ${refusalOf(e)}`);
    }
  }
  return { commands, errors };
};

/** caseFileImports with each table read by `read` (the server's import workers). */
export const readCaseFileImports = async (
  files: readonly CaseFile[],
  read: TableRead,
): Promise<{ commands: { file: string; command: Command }[]; errors: string[] }> => {
  const commands: { file: string; command: Command }[] = [];
  const errors: string[] = [];
  for (const f of files) {
    if (!f.import) continue;
    try {
      commands.push({ file: f.name, command: importCommand(f, await read(f)) });
    } catch (e) {
      errors.push(`${f.name}: ${refusalOf(e)}`);
    }
  }
  return { commands, errors };
};

/**
 * Imports each import attachment into a fresh attempt of its case, as a student who has done
 * nothing else would: the messages of a refusal (file unreadable, or rows the engine refuses).
 */
export const checkCaseFileImports = async (
  s: Scenario,
  files: CaseFile[],
  read?: TableRead,
): Promise<string[]> => {
  const now = s.clock.start;
  const meta = { now, actor: { kind: 'student' as const, id: 'validate' } };
  const first = startEvents(s, { scenarioId: s.id, seed: 1, mode: 'practice' }, now).map(
    (e) => ({ ...e, metadata: meta }) as Envelope,
  );
  const fresh = evolveAll(initialState(s), first);
  const { commands, errors } = read
    ? await readCaseFileImports(files, read)
    : caseFileImports(files);
  for (const { file, command } of commands) {
    const r = handle(s, fresh, command, meta);
    if (!isRejection(r)) continue;
    const rows = (r.rows ?? []).map((x) => ` row ${x.row} ${x.column}: ${x.messageKey}`);
    const kind = command.type === 'ImportOrders' ? 'orders' : 'stock';
    errors.push(`${file}: the ${kind} import is refused: ${r.messageKey}${rows.join(';')}`);
  }
  return errors;
};
