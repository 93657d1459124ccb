/**
 * The checks `cbsim validate` runs, on a draft's YAML text and its stored files: schema and meaning
 * errors at their line and column (parseScenario), then each attachment has its file and each
 * import file imports cleanly into a fresh attempt (read in the import workers on the server).
 * Errors are {line, column, message}; file errors point at the case's `attachments` key.
 */
import { LineCounter, parseDocument, isMap, isPair, isScalar } from 'yaml';
import { parseScenario } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { caseFileOf, checkCaseFileImports, type CaseFile, type TableRead } from '../caseFiles.ts';
import type { CaseFileRef, Storage } from '../storage/types.ts';

/** The largest YAML text a draft may hold, in UTF-8 bytes. */
export const AUTHORING_YAML_MAX = 256 * 1024;

export type DraftError = { line: number; column: number; message: string };
export type DraftCheck =
  | { ok: true; errors: []; scenario: Scenario; files: CaseFile[] }
  | { ok: false; errors: DraftError[] };

export const yamlTooLarge = (yaml: string) => Buffer.byteLength(yaml, 'utf8') > AUTHORING_YAML_MAX;

/** Where the top-level `attachments` key is (file errors are shown there), else 1:1. */
const attachmentsAt = (yaml: string): { line: number; column: number } => {
  const lc = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: lc });
  const root = doc.contents;
  if (isMap(root)) {
    const pair = root.items.find(
      (p) => isPair(p) && isScalar(p.key) && p.key.value === 'attachments',
    );
    const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
    if (range) {
      const pos = lc.linePos(range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return { line: 1, column: 1 };
};

/** The files a draft names, with their bytes from storage, matched to the scenario's attachments. */
const draftFiles = async (
  storage: Storage,
  scenario: Scenario,
  refs: readonly CaseFileRef[],
): Promise<{ files: CaseFile[]; missing: string[] }> => {
  const files: CaseFile[] = [];
  const missing: string[] = [];
  for (const a of scenario.attachments ?? []) {
    const ref = refs.find((r) => r.name === a.name);
    const bytes = ref ? await storage.getCaseFile(ref.sha256) : null;
    if (!bytes) missing.push(`attachment ${a.name}: no file uploaded for it`);
    else files.push(caseFileOf(a, Buffer.from(bytes)));
  }
  return { files, missing };
};

/** `read`: how import attachments are read (the server's import workers); in-process without. */
export const checkDraft = async (
  storage: Storage,
  yaml: string,
  refs: readonly CaseFileRef[],
  read?: TableRead,
): Promise<DraftCheck> => {
  if (yamlTooLarge(yaml))
    return {
      ok: false,
      errors: [{ line: 1, column: 1, message: `the text is above ${AUTHORING_YAML_MAX} bytes` }],
    };
  const r = parseScenario(yaml);
  if (!r.ok)
    return {
      ok: false,
      errors: r.errors.map((e) => ({
        line: e.line,
        column: e.col,
        message: e.path && e.path !== '/' ? `${e.message} (${e.path})` : e.message,
      })),
    };
  const { files, missing } = await draftFiles(storage, r.scenario, refs);
  const problems = [...missing, ...(await checkCaseFileImports(r.scenario, files, read))];
  if (problems.length > 0) {
    const at = attachmentsAt(yaml);
    return { ok: false, errors: problems.map((message) => ({ ...at, message })) };
  }
  return { ok: true, errors: [], scenario: r.scenario, files };
};
