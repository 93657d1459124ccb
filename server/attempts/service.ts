/**
 * Attempts: ownership checks, the folded state of a stream (cached by version), and the one
 * path every command takes: engine.handle → append with the expected version → publish.
 */
import { randomUUID } from 'node:crypto';
import {
  handle,
  initialState,
  evolveAll,
  nextDue,
  scoreAttempt,
  seedFrom,
  isRejection,
  notWritable,
  startEvents,
} from '../../engine/index.ts';
import type { AttemptState, Command, Envelope, Metadata } from '../../engine/index.ts';
import type { ListChanges } from '../../schemas/api/operate.ts';
import type { ScoreBreakdown } from '../../schemas/api/practice.ts';
import type { GradingCommand, RequestPointReview, TeacherCommand } from '../../schemas/attempt.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Catalogue } from '../catalogue.ts';
import { CaseVersions, type CaseVersion } from '../caseVersions.ts';
import { conflict, forbidden, notFound, refused } from '../errors.ts';
import type { Hub } from '../ws/hub.ts';
import type { Attempt, AttemptUpdate, StoredEvent, Storage, User } from '../storage/types.ts';

export type Loaded = {
  attempt: Attempt;
  /** The case as the attempt is played and scored: its version's scenario. */
  scenario: Scenario;
  version: CaseVersion;
  state: AttemptState;
  events: Envelope[];
};
type Folded = { hash: string; state: AttemptState; events: Envelope[] };

/** What a batch of events changed in the lists a page shows (server/routes/listChanges.ts). */
export type ListWatch = (
  before: { scenario: Scenario; state: AttemptState },
  after: { scenario: Scenario; state: AttemptState },
  now: string,
) => ListChanges;

const toEnvelope = (e: StoredEvent) =>
  ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope;
/** Folded attempts kept in memory: above this many open attempts, each load re-folds its stream (bench/chat-delivery.ts saw 1,000 live chats evict each other at 500). */
const CACHE_LIMIT = 2_000;

export class AttemptService {
  private readonly cache = new Map<string, Folded>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly storage: Storage;
  private readonly catalogue: Catalogue;
  /** The case versions attempts are pinned to (ADR 0023). */
  readonly versions: CaseVersions;
  private readonly hub: Hub;
  private readonly clock: () => Date;
  private readonly autoTimers: boolean;
  private readonly armed = new Map<string, { at: string; handle: NodeJS.Timeout }>();
  private readonly lists: ListWatch | undefined;

  /**
   * autoTimers: fire policy timers on time in this process (and push their events); without
   * it, due timers still fire whenever the attempt is next read or changed. lists: tells each
   * command's reply and push which module lists its events changed.
   */
  constructor(
    storage: Storage,
    catalogue: Catalogue,
    hub: Hub,
    opts: { now?: () => Date; autoTimers?: boolean; lists?: ListWatch } = {},
  ) {
    this.storage = storage;
    this.catalogue = catalogue;
    this.versions = new CaseVersions(storage, catalogue);
    this.hub = hub;
    this.clock = opts.now ?? (() => new Date());
    this.autoTimers = opts.autoTimers ?? true;
    this.lists = opts.lists;
  }

  /**
   * After a start or restart: fires the timers of open attempts that fell due while the server
   * was down (stamped with their due instants) and arms the next one of each.
   */
  async rearmAll() {
    if (!this.autoTimers) return 0;
    const open = await this.storage.listOpenAttempts();
    // Each on its own version, so a case changed or removed meanwhile goes on as it was.
    for (const attempt of open) await this.current(attempt).catch(() => undefined);
    return open.length;
  }

  /** Stops every armed timer (app close). */
  close() {
    for (const { handle: h } of this.armed.values()) clearTimeout(h);
    this.armed.clear();
  }

  /** The case's latest version (new attempts start on it; 404 if the case is not served). */
  scenario(caseId: string): Scenario {
    const s = this.catalogue.get(caseId);
    if (!s) throw notFound('case.error.notFound');
    return s;
  }

  /** The attempt if it exists and the user may act on it: 404 unknown, 403 someone else's. */
  async owned(user: User, attemptId: string): Promise<Attempt> {
    const attempt = await this.storage.getAttempt(attemptId);
    if (!attempt) throw notFound('attempt.error.notFound');
    if (attempt.userId !== user.id) throw forbidden();
    return attempt;
  }

  /** A stored case version, or 404 when there is none under this hash. */
  private async version(hash: string, caseId: string): Promise<CaseVersion> {
    const v = await this.versions.get(hash, caseId);
    if (!v) throw notFound('case.error.notFound');
    return v;
  }

  /**
   * Folds the stream on the attempt's case version, reading only events newer than the cached
   * state. The version is the last CaseVersionChanged's (a regrade moved it; the whole stream is
   * folded again on it), else the row's: the version it started on.
   */
  async load(attempt: Attempt): Promise<Loaded> {
    const cached = this.cache.get(attempt.id);
    const newer = (await this.storage.readStream(attempt.id, cached?.state.version ?? 0)).map(
      toEnvelope,
    );
    const moved = newer.findLast((e) => e.type === 'CaseVersionChanged');
    const hash = moved?.type === 'CaseVersionChanged' ? moved.data.to : undefined;
    const version = await this.version(hash ?? cached?.hash ?? attempt.caseVersion, attempt.caseId);
    let entry: Folded;
    if (cached && !hash)
      entry = newer.length
        ? { ...cached, state: evolveAll(cached.state, newer), events: [...cached.events, ...newer] }
        : cached;
    else {
      const events = [...(cached?.events ?? []), ...newer];
      entry = {
        hash: version.hash,
        state: evolveAll(initialState(version.scenario), events),
        events,
      };
    }
    this.remember(attempt.id, entry);
    return {
      attempt,
      scenario: version.scenario,
      version,
      state: entry.state,
      events: entry.events,
    };
  }

  private remember(id: string, entry: Folded) {
    this.cache.delete(id);
    this.cache.set(id, entry);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Runs commands of one attempt one after another inside this process. */
  private serial<T>(id: string, work: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(id) ?? Promise.resolve();
    const next = prev.then(work, work);
    const tail = next.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => this.queues.get(id) === tail && this.queues.delete(id));
    return next;
  }

  /** A new attempt of the case and its first events (not stored yet). */
  private async fresh(user: User, caseId: string, now: Date) {
    const version = this.versions.latest(caseId);
    if (!version) throw notFound('case.error.notFound');
    const { scenario } = version;
    const previous = (await this.storage.listAttempts(user.id)).filter(
      (a) => a.caseId === caseId,
    ).length;
    const attempt: Attempt = {
      id: randomUUID(),
      userId: user.id,
      caseId,
      mode: 'practice',
      seed: seedFrom(user.id, caseId, String(previous)),
      status: 'inProgress',
      score: null,
      passed: null,
      startedAt: now.toISOString(),
      submittedAt: null,
      caseVersion: version.hash,
    };
    const metadata: Metadata = { now: attempt.startedAt, actor: { kind: 'student', id: user.id } };
    const first = startEvents(
      scenario,
      // The case clock waits until the student has read the task (StartClock).
      {
        scenarioId: scenario.id,
        seed: attempt.seed,
        mode: attempt.mode,
        clockStarts: 'onTaskClosed',
        caseVersion: version.hash,
      },
      attempt.startedAt,
    ).map((e) => ({ ...e, metadata }));
    const state = evolveAll(initialState(scenario), first as Envelope[]);
    return { attempt, first, state };
  }

  async start(user: User, caseId: string, now: Date): Promise<Attempt> {
    const { attempt, first, state } = await this.fresh(user, caseId, now);
    await this.storage.createAttempt(attempt, first);
    this.arm(attempt, state);
    return attempt;
  }

  /**
   * Starts the case over: the engine closes the old attempt (AttemptReset, refused unless it is
   * in progress or submitted), and the new attempt is created in the same transaction.
   */
  async reset(user: User, old: Attempt, now: Date): Promise<Attempt> {
    // Rows reset before the engine had AttemptReset have no closing event in their stream.
    if (old.status === 'reset') throw conflict('attempt.error.reset');
    return this.serial(old.id, async () => {
      const loaded = await this.load(old);
      const next = await this.fresh(user, old.caseId, now);
      const metadata: Metadata = {
        now: now.toISOString(),
        actor: { kind: 'student', id: user.id },
      };
      const closed = handle(
        loaded.scenario,
        loaded.state,
        { type: 'ResetAttempt', next: next.attempt.id },
        metadata,
      );
      if (isRejection(closed)) throw conflict(closed.messageKey, closed.params);
      await this.storage.createAttempt(next.attempt, next.first, {
        id: old.id,
        expectedVersion: loaded.state.version,
        events: closed.events,
      });
      this.remember(old.id, {
        hash: loaded.version.hash,
        state: closed.state,
        events: [...loaded.events, ...closed.events],
      });
      this.arm(old, closed.state);
      void this.hub.publish(old.id, {
        type: 'events',
        userCaseID: old.id,
        version: closed.state.version,
        events: closed.events.map((e, i) => ({
          type: e.type,
          data: e.data,
          version: loaded.state.version + i + 1,
          by: e.metadata.actor.kind,
        })),
      });
      this.arm(next.attempt, next.state);
      return next.attempt;
    });
  }

  /**
   * Refuses (409, with the engine's key) when the attempt accepts no writes: for checks before
   * costly work such as parsing an upload. `execute` checks again.
   */
  async assertWritable(attempt: Attempt): Promise<void> {
    if (attempt.status === 'reset') throw conflict('attempt.error.reset');
    const refusal = notWritable((await this.load(attempt)).state.status);
    if (refusal) throw conflict(refusal);
  }

  /**
   * The attempt as it stands at `now`: timers that fell due are fired first (each as the
   * system, stamped with its due instant), so every read and command sees the same timeline.
   */
  async current(attempt: Attempt, now: Date = this.clock()): Promise<Loaded> {
    const loaded = await this.load(attempt);
    const due = nextDue(loaded.state.timers);
    if (attempt.status === 'reset') return loaded; // read-only, even without AttemptReset
    if (loaded.state.status !== 'inProgress' || !due || due > now.toISOString()) return loaded;
    return this.serial(attempt.id, async () => {
      for (;;) {
        const l = await this.load(attempt);
        const at = nextDue(l.state.timers);
        if (l.state.status !== 'inProgress' || !at || at > now.toISOString()) {
          this.arm(attempt, l.state);
          return l;
        }
        const metadata: Metadata = { now: at, actor: { kind: 'system', id: 'clock' } };
        const result = handle(l.scenario, l.state, { type: 'FireDueTimers' }, metadata);
        if (isRejection(result) || result.events.length === 0) return l;
        await this.commit(attempt, l, result.events, result.state);
      }
    });
  }

  /** Arms an in-process timer for the attempt's next due policy timer. */
  private arm(attempt: Attempt, state: AttemptState) {
    if (!this.autoTimers) return;
    const at = state.status === 'inProgress' ? nextDue(state.timers) : null;
    const prev = this.armed.get(attempt.id);
    if (prev && prev.at === at) return;
    if (prev) clearTimeout(prev.handle);
    this.armed.delete(attempt.id);
    if (!at) return;
    const delay = Math.max(0, Date.parse(at) - this.clock().getTime());
    const h = setTimeout(
      () => {
        this.armed.delete(attempt.id);
        void this.current(attempt).catch(() => undefined);
      },
      Math.min(delay + 5, 2_147_000_000),
    );
    h.unref();
    this.armed.set(attempt.id, { at, handle: h });
  }

  /**
   * Appends decided events, caches the new state, pushes them to the attempt's sockets with what
   * they changed in the module lists (also returned, for the command's reply).
   */
  private async commit(
    attempt: Attempt,
    loaded: Loaded,
    newEvents: Envelope[],
    state: AttemptState,
    update?: AttemptUpdate,
  ) {
    const stored = await this.storage.appendEvents(
      attempt.id,
      loaded.state.version,
      newEvents,
      update,
    );
    this.remember(attempt.id, {
      hash: loaded.version.hash,
      state,
      events: [...loaded.events, ...newEvents],
    });
    // The events are stored: a watcher that fails makes the changes unknown (pages reload).
    let lists: ListChanges | undefined;
    try {
      lists = this.lists?.(
        loaded,
        { scenario: loaded.scenario, state },
        this.clock().toISOString(),
      );
    } catch {
      lists = undefined;
    }
    void this.hub.publish(attempt.id, {
      type: 'events',
      userCaseID: attempt.id,
      version: state.version,
      events: stored.map((e) => ({
        type: e.type,
        data: e.data,
        version: e.version,
        by: e.metadata.actor.kind,
      })),
      ...(lists ? { lists } : {}),
    });
    return lists;
  }

  /** Decides a command and appends its events; refusals and stale versions write nothing. */
  async execute(
    user: User,
    attempt: Attempt,
    command: Command,
    now: Date,
    expectedVersion?: number,
  ) {
    if (attempt.status === 'reset') throw conflict('attempt.error.reset');
    await this.current(attempt, now);
    return this.serial(attempt.id, async () => {
      const loaded = await this.load(attempt);
      // The engine's rule, checked before anything else: a closed attempt takes no command.
      const closed = notWritable(loaded.state.status);
      if (closed) throw conflict(closed);
      if (expectedVersion !== undefined && expectedVersion !== loaded.state.version) {
        throw conflict('errors.conflict', {
          expected: expectedVersion,
          actual: loaded.state.version,
        });
      }
      const metadata: Metadata = {
        now: now.toISOString(),
        actor: { kind: 'student', id: user.id },
      };
      const result = handle(loaded.scenario, loaded.state, command, metadata);
      if (isRejection(result)) throw refused(result.messageKey, result.params, result.rows);
      const events = [...loaded.events, ...result.events];
      let update: AttemptUpdate | undefined;
      let breakdown: ScoreBreakdown | null = null;
      // No event changes no list; events change what the watcher says (unknown without one).
      let lists: ListChanges | undefined = {
        from: result.state.version,
        touched: [],
        contents: {},
      };
      if (result.state.status === 'submitted' && loaded.state.status !== 'submitted') {
        const b = scoreAttempt(loaded.scenario, events, result.state);
        breakdown = b;
        update = {
          id: attempt.id,
          status: 'submitted',
          score: b.score,
          passed: b.passed,
          submittedAt: metadata.now,
        };
      }
      if (result.events.length > 0) {
        lists = await this.commit(attempt, loaded, result.events, result.state, update);
        this.arm(attempt, result.state);
      }
      return {
        version: result.state.version,
        events: result.events,
        /** What the events changed in the module lists (undefined: not known). */
        lists,
        state: result.state,
        scenario: loaded.scenario,
        /** The score, when this command submitted the attempt (computed once, stored with it). */
        breakdown,
      };
    });
  }

  /**
   * A teacher's grading of a submitted attempt (an override of a tracking point, a rating and
   * comment): the event is appended as the teacher's, and the attempt's stored score and pass
   * follow in the same transaction. Returns the new score and state (no second fold).
   */
  async grade(teacher: User, attempt: Attempt, command: TeacherCommand, now: Date) {
    return this.afterSubmission({ kind: 'teacher', id: teacher.id }, attempt, command, now);
  }

  /** The student's request for a second look at a point of their submitted attempt. */
  async requestReview(student: User, attempt: Attempt, command: RequestPointReview, now: Date) {
    return this.afterSubmission({ kind: 'student', id: student.id }, attempt, command, now);
  }

  private async afterSubmission(
    actor: Metadata['actor'],
    attempt: Attempt,
    command: GradingCommand,
    now: Date,
  ) {
    return this.serial(attempt.id, async () => {
      const loaded = await this.load(attempt);
      const metadata: Metadata = { now: now.toISOString(), actor };
      const result = handle(loaded.scenario, loaded.state, command, metadata);
      if (isRejection(result)) throw refused(result.messageKey, result.params, result.rows);
      const breakdown = scoreAttempt(
        loaded.scenario,
        [...loaded.events, ...result.events],
        result.state,
      );
      await this.commit(attempt, loaded, result.events, result.state, {
        id: attempt.id,
        // A submitted attempt reset since is still graded (its grade may count): it stays reset.
        status: attempt.status === 'reset' ? 'reset' : 'submitted',
        score: breakdown.score,
        passed: breakdown.passed,
        submittedAt: attempt.submittedAt,
      });
      return { breakdown, state: result.state, scenario: loaded.scenario };
    });
  }
}
