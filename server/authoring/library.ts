/**
 * The case library the server plays: the shipped cases (the folder's catalogue, offered to
 * everyone) and the cases teachers published in the app, each offered to the students of the
 * classes its author chose (issue 22 §5). A Catalogue, so attempts and the analysis read an
 * authored case by id as they read shipped ones; `visibleTo` says who may see and start one.
 * `list()` is the shipped cases only; `listFor(user)` is the case list a user is offered and
 * `listForClass(classId)` the cases a class's teachers see results of.
 * An author's trial of a draft ("try as a student") is a case of its own id (`trialCaseId` in
 * schemas/api/authoring.ts), visible to its author only and listed nowhere: no student, class
 * view or report sees it.
 */
import { trialDraftId } from '../../schemas/api/authoring.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { caseFileOf, type CaseFile } from '../caseFiles.ts';
import type { Catalogue } from '../catalogue.ts';
import type { CaseOffer, Storage, User } from '../storage/types.ts';

type Authored = { scenario: Scenario; files: CaseFile[]; hash: string; classIds: Set<string> };
/** A stored version's scenario and files (the bytes matched to its attachments in order). */
const readVersion = async (storage: Storage, hash: string, caseId: string) => {
  const record = await storage.getCaseVersion(hash);
  if (!record) throw new Error(`case version ${hash} of ${caseId} is not stored`);
  const scenario = JSON.parse(record.scenarioJson) as Scenario;
  const attachments = scenario.attachments ?? [];
  const files = await Promise.all(
    (record.files ?? []).map(async (ref, i) => {
      const bytes = await storage.getCaseFile(ref.sha256);
      const a = attachments[i];
      if (!bytes || !a) throw new Error(`case ${caseId}: file ${ref.name} is missing`);
      return caseFileOf(a, Buffer.from(bytes));
    }),
  );
  return { scenario, files };
};

type Trial = { scenario: Scenario; files: CaseFile[]; hash: string; authorId: string };

export class CaseLibrary implements Catalogue {
  readonly shipped: Catalogue;
  private readonly authored = new Map<string, Authored>();
  private readonly trials = new Map<string, Trial>();

  private readonly sources: ReadonlyMap<string, string>;

  /** `sources`: the shipped cases' YAML texts (what Copy starts a draft from). */
  constructor(shipped: Catalogue, sources: ReadonlyMap<string, string> = new Map()) {
    this.shipped = shipped;
    this.sources = sources;
  }

  /** A shipped case's YAML text. */
  source(caseId: string): string | undefined {
    return this.isShipped(caseId) ? this.sources.get(caseId) : undefined;
  }

  /**
   * Reads from storage (at start) the published authored cases with their versions, and the
   * trials still being played (an author's open trial attempt goes on after a restart).
   */
  async load(storage: Storage): Promise<void> {
    for (const offer of await storage.listCaseOffers()) await this.offer(storage, offer);
    for (const a of await storage.listOpenAttempts()) {
      if (trialDraftId(a.caseId) === null) continue;
      const { scenario, files } = await readVersion(storage, a.caseVersion, a.caseId);
      this.trials.set(a.caseId, { scenario, files, hash: a.caseVersion, authorId: a.userId });
    }
  }

  /** Makes an authored case's version the one new attempts start on, for these classes. */
  async offer(storage: Storage, offer: CaseOffer): Promise<void> {
    const { scenario, files } = await readVersion(storage, offer.hash, offer.caseId);
    this.authored.set(offer.caseId, {
      scenario,
      files,
      hash: offer.hash,
      classIds: new Set(offer.classIds),
    });
  }

  /** A draft's trial version: new trial attempts of its author start on it. */
  try(caseId: string, trial: Trial): void {
    if (trialDraftId(caseId) === null) throw new Error(`${caseId} is not a trial case id`);
    this.trials.set(caseId, trial);
  }

  /** An archived case: no class is offered it any more (its attempts keep their version). */
  withdraw(caseId: string): void {
    this.authored.delete(caseId);
  }

  isShipped(caseId: string): boolean {
    return this.shipped.get(caseId) !== undefined;
  }

  /** Shipped cases are everyone's; an authored one its classes' students', teachers', admins'. */
  visibleTo(user: User, caseId: string): boolean {
    if (this.isShipped(caseId)) return true;
    const trial = this.trials.get(caseId);
    if (trial) return trial.authorId === user.id;
    const a = this.authored.get(caseId);
    if (!a) return false;
    if (user.role !== 'student') return true;
    return user.classId !== null && a.classIds.has(user.classId);
  }

  get(id: string): Scenario | undefined {
    return this.shipped.get(id) ?? this.authored.get(id)?.scenario ?? this.trials.get(id)?.scenario;
  }

  list(): Scenario[] {
    return this.shipped.list();
  }

  /** The cases a user may see: the shipped ones, then the authored ones offered to them. */
  listFor(user: User): Scenario[] {
    const authored = [...this.authored.keys()].filter((id) => this.visibleTo(user, id));
    return [...this.shipped.list(), ...authored.map((id) => this.authored.get(id)!.scenario)];
  }

  /** The cases a class's students are offered: the shipped ones, then its authored ones. */
  listForClass(classId: string): Scenario[] {
    const authored = [...this.authored.values()].filter((a) => a.classIds.has(classId));
    return [...this.shipped.list(), ...authored.map((a) => a.scenario)];
  }

  files(id: string): CaseFile[] {
    if (this.isShipped(id)) return this.shipped.files(id);
    return (this.authored.get(id) ?? this.trials.get(id))?.files ?? [];
  }

  version(id: string): string | undefined {
    return this.shipped.version(id) ?? this.authored.get(id)?.hash ?? this.trials.get(id)?.hash;
  }
}
