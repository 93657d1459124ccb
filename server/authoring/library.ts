/**
 * The case library the server plays: the shipped cases (the folder's catalogue, offered to
 * everyone) and the cases teachers published in the app, each offered to the students of the
 * classes its author chose (issue 22 §5). A Catalogue, so attempts and the analysis read an
 * authored case by id as they read shipped ones; `visibleTo` says who may see and start one.
 * `list()` is the shipped cases only: the views that list every case (the teacher's class views,
 * a student's training report) do not yet know which classes an authored case is offered to, and
 * must not show it to the others; `listFor(user)` is the case list a user is offered.
 */
import type { Scenario } from '../../schemas/scenario.ts';
import { caseFileOf, type CaseFile } from '../caseFiles.ts';
import type { Catalogue } from '../catalogue.ts';
import type { CaseOffer, Storage, User } from '../storage/types.ts';

type Authored = { scenario: Scenario; files: CaseFile[]; hash: string; classIds: Set<string> };

export class CaseLibrary implements Catalogue {
  readonly shipped: Catalogue;
  private readonly authored = new Map<string, Authored>();

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

  /** Reads the published authored cases and their versions from storage (at start). */
  async load(storage: Storage): Promise<void> {
    for (const offer of await storage.listCaseOffers()) await this.offer(storage, offer);
  }

  /** Makes an authored case's version the one new attempts start on, for these classes. */
  async offer(storage: Storage, offer: CaseOffer): Promise<void> {
    const record = await storage.getCaseVersion(offer.hash);
    if (!record) throw new Error(`case version ${offer.hash} of ${offer.caseId} is not stored`);
    const scenario = JSON.parse(record.scenarioJson) as Scenario;
    const attachments = scenario.attachments ?? [];
    const files = await Promise.all(
      (record.files ?? []).map(async (ref, i) => {
        const bytes = await storage.getCaseFile(ref.sha256);
        const a = attachments[i];
        if (!bytes || !a) throw new Error(`case ${offer.caseId}: file ${ref.name} is missing`);
        return caseFileOf(a, Buffer.from(bytes));
      }),
    );
    this.authored.set(offer.caseId, {
      scenario,
      files,
      hash: offer.hash,
      classIds: new Set(offer.classIds),
    });
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
    const a = this.authored.get(caseId);
    if (!a) return false;
    if (user.role !== 'student') return true;
    return user.classId !== null && a.classIds.has(user.classId);
  }

  get(id: string): Scenario | undefined {
    return this.shipped.get(id) ?? this.authored.get(id)?.scenario;
  }

  list(): Scenario[] {
    return this.shipped.list();
  }

  /** The cases a user may see: the shipped ones, then the authored ones offered to them. */
  listFor(user: User): Scenario[] {
    const authored = [...this.authored.keys()].filter((id) => this.visibleTo(user, id));
    return [...this.shipped.list(), ...authored.map((id) => this.authored.get(id)!.scenario)];
  }

  files(id: string): CaseFile[] {
    return this.isShipped(id) ? this.shipped.files(id) : (this.authored.get(id)?.files ?? []);
  }

  version(id: string): string | undefined {
    return this.shipped.version(id) ?? this.authored.get(id)?.hash;
  }
}
