/**
 * cbsim regrade <case|all> [--to-version <hash|latest>] [--write]: recomputes the score of every
 * submitted attempt of a case (or of every case) and prints each that moved, with the points that
 * changed; --write stores them. Attempts are pinned to the case version they were played on
 * (ADR 0023):
 *
 * - Without --to-version each attempt is scored on its own version (after the scoring code
 *   changed). A write updates the row alone, at the stream version read.
 * - With --to-version the attempts move to that version on purpose: `latest` is the case as the
 *   cases folder (SCENARIOS_DIR) has it, stored as a version on --write; a hash (or its first 8+
 *   characters) is a stored version of the case. The move is an event on the attempt
 *   (CaseVersionChanged {from, to}, by the system actor "cbsim regrade"), appended with the new
 *   score and the row's version in one transaction, so its history shows it and every later load
 *   replays the whole log on the new version.
 *
 * Teachers' overrides are events of the stream: a replay keeps them. Only rows with status
 * 'submitted' are regraded: in-progress attempts have no score yet and keep the world they are
 * played in, a reset attempt is final. An attempt that changed meanwhile is refused whole and
 * reported; running the command again picks it up.
 */
import {
  publishCases,
  loadCatalogue,
  catalogueOf,
  type Catalogue,
} from '../../server/catalogue.ts';
import { CaseVersions, type CaseVersion } from '../../server/caseVersions.ts';
import { openStorage } from '../../server/storage/index.ts';
import { VersionConflictError } from '../../server/storage/types.ts';
import type { Attempt, Storage } from '../../server/storage/types.ts';
import type { Io } from '../io.ts';
import { changedPoints, regradeAttempt } from './regradeAttempt.ts';

export type RegradeEnv = { dataDir: string; databaseUrl?: string; scenariosDir: string };
export type RegradeOpts = { write: boolean; toVersion?: string | undefined };

const USAGE =
  'usage: cbsim regrade <caseId|all> [--to-version <hash|latest>] [--write]  (reads SCENARIOS_DIR and DATA_DIR or DATABASE_URL)';

const scoreText = (n: number | null) => (n === null ? '-' : String(n));
const passText = (p: boolean | null) => (p === null ? '-' : p ? 'yes' : 'no');
const short = (hash: string) => hash.slice(0, 12);

type Tally = { checked: number; moved: number; written: number; skipped: number; failed: number };
type Run = {
  storage: Storage;
  versions: CaseVersions;
  write: boolean;
  tally: Tally;
  io: Io;
  username: (userId: string) => Promise<string>;
};

/** Returns the exit code: 0 done, 1 unknown case or version or an attempt not regraded, 2 usage. */
export const regradeCommand = async (
  target: string | undefined,
  opts: RegradeOpts,
  env: RegradeEnv,
  io: Io,
): Promise<number> => {
  if (!target || opts.toVersion === '' || (target === 'all' && isHash(opts.toVersion))) {
    io.err(USAGE);
    if (target === 'all' && isHash(opts.toVersion))
      io.err('a version hash belongs to one case: name the case, or use --to-version latest');
    return 2;
  }
  // The folder is read when a case must be in it: to move to its version, or to list `all`.
  let folder: Catalogue = catalogueOf([]);
  if (opts.toVersion === 'latest') {
    try {
      folder = loadCatalogue(env.scenariosDir).catalogue;
    } catch (err) {
      io.err(`cases folder ${env.scenariosDir}: ${(err as Error).message}`);
      return 1;
    }
  }
  const storage = await openStorage(env);
  try {
    const stored = (await storage.listCases()).map((c) => c.id);
    const caseIds =
      target === 'all'
        ? opts.toVersion === 'latest'
          ? folder.list().map((s) => s.id)
          : stored
        : [target];
    if (target !== 'all' && !stored.includes(target) && !folder.get(target)) {
      io.err(`unknown case "${target}": no case with this id is stored`);
      return 1;
    }
    const versions = new CaseVersions(storage, folder);
    const tally: Tally = { checked: 0, moved: 0, written: 0, skipped: 0, failed: 0 };
    const usernames = new Map<string, string>();
    const run: Run = {
      storage,
      versions,
      write: opts.write,
      tally,
      io,
      username: async (userId) => {
        let name = usernames.get(userId);
        if (name === undefined) {
          name = (await storage.getUserById(userId))?.username ?? userId;
          usernames.set(userId, name);
        }
        return name;
      },
    };
    for (const caseId of [...caseIds].sort()) {
      let to: CaseVersion | null = null;
      if (opts.toVersion !== undefined) {
        const found = await targetVersion(run, folder, caseId, opts.toVersion, env.scenariosDir);
        if (typeof found === 'string') {
          io.err(found);
          return 1;
        }
        to = found;
        if (opts.write && opts.toVersion === 'latest')
          await publishCases(storage, folder, new Date(), [caseId]);
      }
      for (const attempt of await storage.listAttemptsOfCase(caseId)) {
        if (attempt.status !== 'submitted') {
          tally.skipped += 1;
          continue;
        }
        tally.checked += 1;
        await regradeOne(run, attempt, to);
      }
    }

    const parts = [`${tally.checked} submitted attempt(s) checked`, `${tally.moved} moved`];
    if (opts.write) parts.push(`${tally.written} written`);
    if (tally.failed > 0) parts.push(`${tally.failed} failed`);
    if (tally.skipped > 0) parts.push(`${tally.skipped} in progress or reset left alone`);
    const dry =
      opts.write || tally.moved === 0 ? '' : ' (dry run: nothing written; --write stores them)';
    io.out(`${parts.join(', ')}${dry}`);
    return tally.failed > 0 ? 1 : 0;
  } finally {
    await storage.close();
  }
};

const isHash = (v: string | undefined) => v !== undefined && v !== 'latest';

/** The version to move a case's attempts to, or why there is none. */
const targetVersion = async (
  run: Run,
  folder: Catalogue,
  caseId: string,
  wanted: string,
  scenariosDir: string,
): Promise<CaseVersion | string> => {
  if (wanted === 'latest') {
    const latest = run.versions.latest(caseId);
    return latest ?? `case ${caseId} is not in ${scenariosDir}: it has no latest version there`;
  }
  if (!/^[0-9a-f]{8,}$/.test(wanted))
    return `--to-version ${wanted}: a version is "latest" or 8 or more hex characters of its hash`;
  const matches = (await run.storage.listCaseVersions(caseId)).filter((v) =>
    v.hash.startsWith(wanted),
  );
  if (matches.length === 0) return `case ${caseId} has no stored version ${wanted}`;
  if (matches.length > 1)
    return `--to-version ${wanted} names ${matches.length} versions of ${caseId}`;
  const v = await run.versions.get(matches[0]!.hash, caseId);
  return v ?? `case ${caseId} has no stored version ${wanted}`;
};

const regradeOne = async (run: Run, attempt: Attempt, to: CaseVersion | null) => {
  const { storage, tally, io } = run;
  const r = await regradeAttempt(
    attempt,
    await storage.readStream(attempt.id),
    run.versions,
    to,
    new Date().toISOString(),
  );
  if (typeof r === 'string') {
    tally.failed += 1;
    io.err(`${attempt.id}: ${r}`);
    return;
  }
  const { score, passed } = r.after;
  const moves = r.from !== r.to;
  if (!moves && score === attempt.score && passed === attempt.passed) return;
  tally.moved += 1;
  io.out(
    `${attempt.id}  ${await run.username(attempt.userId)}  ${attempt.caseId}  ` +
      (moves ? `version ${short(r.from)} → ${short(r.to)}  ` : '') +
      `score ${scoreText(attempt.score)} → ${scoreText(score)}  ` +
      `passed ${passText(attempt.passed)} → ${passText(passed)}`,
  );
  for (const line of changedPoints(r.before, r.after)) io.out(`    ${line}`);
  if (!run.write) return;
  try {
    // At the version read: all or nothing (a reset row refuses, a stream that moved conflicts).
    await storage.appendEvents(attempt.id, r.streamVersion, r.events, {
      id: attempt.id,
      status: 'submitted',
      score,
      passed,
      ...(moves ? { caseVersion: r.to } : {}),
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
