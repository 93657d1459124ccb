/**
 * cbsim regrade <case|all> [--write]: after a case's scoring changed, recomputes the score of
 * every submitted attempt of the case (or of every case in the cases folder) from its event
 * stream with the case as it now stands, prints each score that moved and a summary, and with
 * --write stores the new score and pass in the attempt rows.
 *
 * - Teachers' overrides are PointOverridden events in the stream: the replay keeps them.
 * - Only rows with status 'submitted' are regraded. In-progress attempts have no score yet; a
 *   reset attempt is final (the storage refuses to change its row), so it keeps the score it
 *   had when it was closed.
 * - A write adds no event: it updates the row (score, passed; status and submittedAt unchanged)
 *   at the stream version it read, so an attempt that changed meanwhile (a teacher's override)
 *   is refused whole and reported; running the command again picks it up.
 */
import { replay } from '../../engine/index.ts';
import type { Envelope } from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { loadCatalogue, type Catalogue } from '../../server/catalogue.ts';
import { openStorage } from '../../server/storage/index.ts';
import { VersionConflictError } from '../../server/storage/types.ts';
import type { Attempt, Storage } from '../../server/storage/types.ts';
import type { Io } from '../io.ts';

export type RegradeEnv = { dataDir: string; databaseUrl?: string; scenariosDir: string };

const USAGE =
  'usage: cbsim regrade <caseId|all> [--write]  (reads SCENARIOS_DIR and DATA_DIR or DATABASE_URL)';

const scoreText = (n: number | null) => (n === null ? '-' : String(n));
const passText = (p: boolean | null) => (p === null ? '-' : p ? 'yes' : 'no');

type Tally = { checked: number; moved: number; written: number; skipped: number; failed: number };

/** Returns the exit code: 0 done, 1 unknown case or an attempt that could not be regraded, 2 usage. */
export const regradeCommand = async (
  target: string | undefined,
  opts: { write: boolean },
  env: RegradeEnv,
  io: Io,
): Promise<number> => {
  if (!target) {
    io.err(USAGE);
    return 2;
  }
  let catalogue: Catalogue;
  try {
    catalogue = loadCatalogue(env.scenariosDir).catalogue;
  } catch (err) {
    io.err(`cases folder ${env.scenariosDir}: ${(err as Error).message}`);
    return 1;
  }
  if (target !== 'all' && !catalogue.get(target)) {
    io.err(`unknown case "${target}": no case with this id in ${env.scenariosDir}`);
    return 1;
  }
  const scenarios =
    target === 'all'
      ? catalogue.list().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      : [catalogue.get(target)!];

  const storage = await openStorage(env);
  try {
    const tally: Tally = { checked: 0, moved: 0, written: 0, skipped: 0, failed: 0 };
    const usernames = new Map<string, string>();
    const username = async (userId: string) => {
      let name = usernames.get(userId);
      if (name === undefined) {
        name = (await storage.getUserById(userId))?.username ?? userId;
        usernames.set(userId, name);
      }
      return name;
    };
    for (const scenario of scenarios) {
      for (const attempt of await storage.listAttemptsOfCase(scenario.id)) {
        if (attempt.status !== 'submitted') {
          tally.skipped += 1;
          continue;
        }
        tally.checked += 1;
        await regradeOne(storage, scenario, attempt, opts.write, tally, io, username);
      }
    }
    if (target === 'all') await warnUnknownCases(storage, catalogue, env.scenariosDir, io);

    const parts = [`${tally.checked} submitted attempt(s) checked`, `${tally.moved} moved`];
    if (opts.write) parts.push(`${tally.written} written`);
    if (tally.failed > 0) parts.push(`${tally.failed} failed`);
    if (tally.skipped > 0) parts.push(`${tally.skipped} in progress or reset left alone`);
    io.out(
      `${parts.join(', ')}${opts.write || tally.moved === 0 ? '' : ' (dry run: nothing written; --write stores the new scores)'}`,
    );
    return tally.failed > 0 ? 1 : 0;
  } finally {
    await storage.close();
  }
};

const regradeOne = async (
  storage: Storage,
  scenario: Scenario,
  attempt: Attempt,
  write: boolean,
  tally: Tally,
  io: Io,
  username: (userId: string) => Promise<string>,
) => {
  let state;
  let breakdown;
  try {
    const events = (await storage.readStream(attempt.id)).map(
      (e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope,
    );
    ({ state, breakdown } = replay(scenario, events));
  } catch (err) {
    tally.failed += 1;
    io.err(`${attempt.id}: cannot replay its events: ${(err as Error).message}`);
    return;
  }
  if (state.status !== 'submitted') {
    tally.failed += 1;
    io.err(`${attempt.id}: the row says submitted but its events say ${state.status}; left alone`);
    return;
  }
  const { score, passed } = breakdown;
  if (score === attempt.score && passed === attempt.passed) return;
  tally.moved += 1;
  io.out(
    `${attempt.id}  ${await username(attempt.userId)}  ${attempt.caseId}  ` +
      `score ${scoreText(attempt.score)} → ${scoreText(score)}  ` +
      `passed ${passText(attempt.passed)} → ${passText(passed)}`,
  );
  if (!write) return;
  try {
    // No events: the row alone, at the version read (all or nothing; a reset row refuses).
    await storage.appendEvents(attempt.id, state.version, [], {
      id: attempt.id,
      status: 'submitted',
      score,
      passed,
    });
    tally.written += 1;
  } catch (err) {
    tally.failed += 1;
    io.err(
      err instanceof VersionConflictError
        ? `${attempt.id}: changed while regrading (new events); not written, run again`
        : `${attempt.id}: not written: ${(err as Error).message}`,
    );
  }
};

/** `all` regrades the cases of the folder; attempts of cases no longer there are named. */
const warnUnknownCases = async (
  storage: Storage,
  catalogue: Catalogue,
  scenariosDir: string,
  io: Io,
) => {
  for (const c of await storage.listCases()) {
    if (catalogue.get(c.id)) continue;
    const n = (await storage.listAttemptsOfCase(c.id)).filter(
      (a) => a.status === 'submitted',
    ).length;
    if (n > 0)
      io.err(
        `case ${c.id}: not in ${scenariosDir}; its ${n} submitted attempt(s) were not regraded`,
      );
  }
};
