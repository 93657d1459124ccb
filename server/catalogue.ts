/**
 * The scenario catalogue: every case file, parsed and validated once at start, with the content
 * hash of each case's version (ADR 0023). New attempts start on these versions; older versions
 * stay in storage (server/caseVersions.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from '../engine/scenario/parse.ts';
import type { Scenario } from '../schemas/scenario.ts';
import { readCaseFiles, type CaseFile } from './caseFiles.ts';
import { caseVersionHash, fileRefs, sha256 } from './caseVersionHash.ts';
import type { Storage } from './storage/types.ts';

export type Catalogue = {
  get(id: string): Scenario | undefined;
  list(): Scenario[];
  /** The files a case hands the student (its attachments, read at load). */
  files(id: string): CaseFile[];
  /** The content hash of the case's version here: the one new attempts start on. */
  version(id: string): string | undefined;
};

export const catalogueOf = (
  scenarios: Scenario[],
  files: ReadonlyMap<string, CaseFile[]> = new Map(),
): Catalogue => {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const hashes = new Map(scenarios.map((s) => [s.id, caseVersionHash(s, files.get(s.id) ?? [])]));
  return {
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    files: (id) => files.get(id) ?? [],
    version: (id) => hashes.get(id),
  };
};

/** Loads every *.yaml of a folder and its attachments; any invalid file stops the start. */
export const loadCatalogue = (
  dir: string,
): { catalogue: Catalogue; sources: Map<string, string>; files: Map<string, CaseFile[]> } => {
  const scenarios: Scenario[] = [];
  const sources = new Map<string, string>();
  const files = new Map<string, CaseFile[]>();
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    const text = readFileSync(join(dir, f), 'utf8');
    const r = parseScenario(text);
    if (!r.ok) {
      const lines = r.errors.map((e) => `${f}:${e.line}:${e.col} ${e.message}`).join('\n');
      throw new Error(`invalid scenario\n${lines}`);
    }
    const attached = readCaseFiles(join(dir, f), r.scenario);
    if (attached.errors.length > 0)
      throw new Error(`invalid scenario\n${attached.errors.map((e) => `${f}: ${e}`).join('\n')}`);
    scenarios.push(r.scenario);
    sources.set(r.scenario.id, text);
    files.set(r.scenario.id, attached.files);
  }
  return { catalogue: catalogueOf(scenarios, files), sources, files };
};

/**
 * Stores each case's version unless stored (an old version is never changed) with its files by
 * content, and marks it the case's latest. Returns the ids of the cases whose version is new.
 */
export const publishCases = async (
  storage: Storage,
  catalogue: Catalogue,
  now: Date,
  only?: readonly string[],
): Promise<string[]> => {
  const added: string[] = [];
  for (const s of catalogue.list()) {
    if (only && !only.includes(s.id)) continue;
    const files = catalogue.files(s.id);
    const created = await storage.publishCaseVersion(
      {
        hash: catalogue.version(s.id)!,
        caseId: s.id,
        scenarioJson: JSON.stringify(s),
        files: fileRefs(files),
        createdAt: now.toISOString(),
      },
      files.map((f) => ({ sha256: sha256(f.bytes), bytes: f.bytes })),
    );
    if (created) added.push(s.id);
  }
  return added;
};
