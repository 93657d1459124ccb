/** The scenario catalogue: every case file, parsed and validated once at start. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from '../engine/scenario/parse.ts';
import type { Scenario } from '../schemas/scenario.ts';
import type { Storage } from './storage/types.ts';

export type Catalogue = { get(id: string): Scenario | undefined; list(): Scenario[] };

export const catalogueOf = (scenarios: Scenario[]): Catalogue => {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  return { get: (id) => byId.get(id), list: () => [...byId.values()] };
};

/** Loads every *.yaml of a folder; any invalid file stops the start with its errors. */
export const loadCatalogue = (
  dir: string,
): { catalogue: Catalogue; sources: Map<string, string> } => {
  const scenarios: Scenario[] = [];
  const sources = new Map<string, string>();
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    const text = readFileSync(join(dir, f), 'utf8');
    const r = parseScenario(text);
    if (!r.ok) {
      const lines = r.errors.map((e) => `${f}:${e.line}:${e.col} ${e.message}`).join('\n');
      throw new Error(`invalid scenario\n${lines}`);
    }
    scenarios.push(r.scenario);
    sources.set(r.scenario.id, text);
  }
  return { catalogue: catalogueOf(scenarios), sources };
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
