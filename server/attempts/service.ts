/**
 * Attempts: ownership checks, the folded state of a stream (cached by version), and the one
 * path every command takes: engine.handle → append with the expected version → publish.
 */
import { randomUUID } from 'node:crypto';
import {
  handle,
  initialState,
  evolveAll,
  scoreAttempt,
  seedFrom,
  isRejection,
} from '../../engine/index.ts';
import type { AttemptState, Command, Envelope, Metadata } from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Catalogue } from '../catalogue.ts';
import { conflict, forbidden, notFound, refused } from '../errors.ts';
import type { Hub } from '../ws/hub.ts';
import type { Attempt, AttemptUpdate, StoredEvent, Storage, User } from '../storage/types.ts';

export type Loaded = {
  attempt: Attempt;
  scenario: Scenario;
  state: AttemptState;
  events: Envelope[];
};

const toEnvelope = (e: StoredEvent) =>
  ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope;
const CACHE_LIMIT = 500;

export class AttemptService {
  private readonly cache = new Map<string, { state: AttemptState; events: Envelope[] }>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly storage: Storage;
  private readonly catalogue: Catalogue;
  private readonly hub: Hub;

  constructor(storage: Storage, catalogue: Catalogue, hub: Hub) {
    this.storage = storage;
    this.catalogue = catalogue;
    this.hub = hub;
  }

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

  /** Folds the stream, reading only events newer than the cached state. */
  async load(attempt: Attempt): Promise<Loaded> {
    const scenario = this.scenario(attempt.caseId);
    const cached = this.cache.get(attempt.id) ?? { state: initialState(scenario), events: [] };
    const newer = (await this.storage.readStream(attempt.id, cached.state.version)).map(toEnvelope);
    const entry = newer.length
      ? { state: evolveAll(cached.state, newer), events: [...cached.events, ...newer] }
      : cached;
    this.remember(attempt.id, entry);
    return { attempt, scenario, ...entry };
  }

  private remember(id: string, entry: { state: AttemptState; events: Envelope[] }) {
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

  async start(user: User, caseId: string, now: Date, resetAttemptId?: string): Promise<Attempt> {
    const scenario = this.scenario(caseId);
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
    };
    const metadata: Metadata = { now: attempt.startedAt, actor: { kind: 'student', id: user.id } };
    const first = {
      type: 'AttemptStarted',
      data: { scenarioId: scenario.id, seed: attempt.seed, mode: attempt.mode },
      metadata,
    };
    await this.storage.createAttempt(attempt, [first], resetAttemptId);
    return attempt;
  }

  /** Decides a command and appends its events; refusals and stale versions write nothing. */
  execute(user: User, attempt: Attempt, command: Command, now: Date, expectedVersion?: number) {
    return this.serial(attempt.id, async () => {
      const loaded = await this.load(attempt);
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
      if (isRejection(result)) {
        if (result.messageKey === 'attempt.error.submitted') throw conflict(result.messageKey);
        throw refused(result.messageKey, result.params);
      }
      const events = [...loaded.events, ...result.events];
      let update: AttemptUpdate | undefined;
      if (result.state.status === 'submitted' && loaded.state.status !== 'submitted') {
        const b = scoreAttempt(loaded.scenario, events, result.state);
        update = {
          id: attempt.id,
          status: 'submitted',
          score: b.score,
          passed: b.passed,
          submittedAt: metadata.now,
        };
      }
      if (result.events.length > 0) {
        const stored = await this.storage.appendEvents(
          attempt.id,
          loaded.state.version,
          result.events,
          update,
        );
        this.remember(attempt.id, { state: result.state, events });
        this.hub.publish(attempt.id, {
          type: 'events',
          userCaseID: attempt.id,
          version: result.state.version,
          events: stored.map((e) => ({ type: e.type, data: e.data, version: e.version })),
        });
      }
      return {
        version: result.state.version,
        events: result.events,
        state: result.state,
        scenario: loaded.scenario,
      };
    });
  }
}
