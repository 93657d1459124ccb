/** The scenario catalogue: every case file, parsed and validated once at start. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from '../engine/scenario/parse.ts';
import type { Scenario } from '../schemas/scenario.ts';
import { readCaseFiles, type CaseFile } from './caseFiles.ts';
import type { Storage } from './storage/types.ts';

export type Catalogue = {
  get(id: string): Scenario | undefined;
  list(): Scenario[];
  /** The files a case hands the student (its attachments, read at load). */
  files(id: string): CaseFile[];
};

export const catalogueOf = (
  scenarios: Scenario[],
  files: ReadonlyMap<string, CaseFile[]> = new Map(),
): Catalogue => {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  return {
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    files: (id) => files.get(id) ?? [],
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

/** Records each case in the database (id, parsed JSON, hash of its source). */
export const publishCases = async (storage: Storage, catalogue: Catalogue, now: Date) => {
  for (const s of catalogue.list()) {
    const scenarioJson = JSON.stringify(s);
    const contentHash = createHash('sha256').update(scenarioJson).digest('hex');
    const existing = await storage.getCase(s.id);
    if (existing?.contentHash === contentHash) continue;
    await storage.upsertCase({ id: s.id, scenarioJson, contentHash, updatedAt: now.toISOString() });
  }
};
