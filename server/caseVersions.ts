/**
 * Case versions as attempts use them (ADR 0023): the catalogue's versions (the latest, new
 * attempts start on them) and older ones read from storage on first use and kept in memory.
 */
import type { Scenario } from '../schemas/scenario.ts';
import { caseFileOf, type CaseFile } from './caseFiles.ts';
import type { Catalogue } from './catalogue.ts';
import type { Storage } from './storage/types.ts';

export type CaseVersion = { hash: string; caseId: string; scenario: Scenario; files: CaseFile[] };

/** Old versions kept in memory at most; a version is a few tens of KB with its files' bytes. */
const CACHE_LIMIT = 200;

export class CaseVersions {
  private readonly storage: Storage;
  private readonly catalogue: Catalogue;
  private readonly cache = new Map<string, Promise<CaseVersion | null>>();

  constructor(storage: Storage, catalogue: Catalogue) {
    this.storage = storage;
    this.catalogue = catalogue;
  }

  /** The catalogue's version of a case: the one new attempts start on. */
  latest(caseId: string): CaseVersion | undefined {
    const scenario = this.catalogue.get(caseId);
    const hash = this.catalogue.version(caseId);
    if (!scenario || !hash) return undefined;
    return { hash, caseId, scenario, files: this.catalogue.files(caseId) };
  }

  /** A version by its hash: the catalogue's, else the stored one (null when none is stored). */
  get(hash: string, caseId: string): Promise<CaseVersion | null> {
    const latest = this.latest(caseId);
    if (latest?.hash === hash) return Promise.resolve(latest);
    let found = this.cache.get(hash);
    if (!found) {
      found = this.read(hash);
      // A failed read is not remembered: the next call reads again.
      found.catch(() => this.cache.delete(hash));
      this.cache.set(hash, found);
      if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    }
    return found;
  }

  private async read(hash: string): Promise<CaseVersion | null> {
    const record = await this.storage.getCaseVersion(hash);
    if (!record) return null;
    const scenario = JSON.parse(record.scenarioJson) as Scenario;
    // Stored before files were versioned and not yet filled by a publish: the case's files now.
    if (record.files === null)
      return { hash, caseId: record.caseId, scenario, files: this.catalogue.files(record.caseId) };
    const attachments = scenario.attachments ?? [];
    const files = await Promise.all(
      record.files.map(async (ref, i) => {
        const bytes = await this.storage.getCaseFile(ref.sha256);
        const a = attachments[i];
        if (!bytes || !a || a.name !== ref.name)
          throw new Error(`case version ${hash}: file ${ref.name} (${ref.sha256}) is missing`);
        return caseFileOf(a, Buffer.from(bytes));
      }),
    );
    return { hash, caseId: record.caseId, scenario, files };
  }
}
