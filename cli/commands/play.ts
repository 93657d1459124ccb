/**
 * cbsim explore --play <caseId> <pointID|total> [--user <username>]: replays the explorer's
 * witness for a point (or its best play, `total`) into a fresh attempt of a user, so the author
 * opens the case in the browser and sees the state that earns it. The case comes from the cases
 * folder the server reads (SCENARIOS_DIR) and the attempt goes to its database (DATA_DIR or
 * DATABASE_URL).
 *
 * The attempt is written as if it had been played up to now: its events are stamped from a start
 * far enough in the past for the witness's commands and waits to end at this moment, so the sim
 * clock, the timers and the analysis read exactly as after live play. A practice attempt of the
 * case the user has in progress is reset first, as the Reset button does.
 */
import { randomUUID } from 'node:crypto';
import {
  evolveAll,
  explore,
  handle,
  initialState,
  isRejection,
  replaySteps,
  type Envelope,
  type Step,
} from '../../engine/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { caseFileImports } from '../../server/caseFiles.ts';
import { loadCatalogue, publishCases } from '../../server/catalogue.ts';
import { CaseVersions } from '../../server/caseVersions.ts';
import { openStorage } from '../../server/storage/index.ts';
import type { Attempt, NewEvent, ResetOf, StoredEvent } from '../../server/storage/types.ts';
import type { Io } from '../io.ts';
import { stepText } from './explore.ts';

export type PlayEnv = { dataDir: string; databaseUrl?: string; scenariosDir: string };

const USAGE =
  'usage: cbsim explore --play <caseId> <pointID|total> [--user <username>] [--seed N]  (SCENARIOS_DIR, DATA_DIR or DATABASE_URL)';

/** Returns the exit code: 0 written, 1 unknown case, user or unreachable point, 2 usage. */
export const playCommand = async (
  args: string[],
  opts: { user: string; seed?: number },
  env: PlayEnv,
  io: Io,
): Promise<number> => {
  const [caseId, target] = args;
  if (!caseId || !target || !(target === 'total' || /^\d+$/.test(target))) {
    io.err(USAGE);
    return 2;
  }
  const { catalogue, files } = loadCatalogue(env.scenariosDir);
  const scenario = catalogue.get(caseId);
  if (!scenario) {
    io.err(`case ${caseId} is not in ${env.scenariosDir}`);
    return 1;
  }
  const seed = opts.seed ?? 1;
  const imports = caseFileImports(files.get(caseId) ?? []).commands.map((c) => c.command);
  const report = explore(scenario, { seed, imports, deadEnds: false });
  let steps: Step[];
  if (target === 'total') {
    steps = report.bestPath;
  } else {
    const point = [...report.points, ...report.penalties].find((p) => p.pointID === Number(target));
    if (!point) {
      io.err(`case ${caseId} has no point ${target}`);
      return 1;
    }
    if (!point.witness) {
      io.err(`point ${target} of ${caseId} was not reached by the explorer: nothing to play`);
      return 1;
    }
    steps = point.witness;
  }

  // The witness as if played up to now: the same steps, started long enough ago.
  const dry = replaySteps(scenario, seed, steps);
  const length = dry.ms - replaySteps(scenario, seed, []).ms;
  const now = Date.now();
  const t0 = now - length - 1_000;
  const played = replaySteps(scenario, seed, steps, t0);

  const storage = await openStorage({
    dataDir: env.dataDir,
    ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : {}),
  });
  try {
    await storage.migrate();
    const user = await storage.getUserByUsername(opts.user);
    if (!user) {
      io.err(`no user ${opts.user}`);
      return 1;
    }
    // The case as the folder has it is a version of its own (stored unless it is already), and
    // the attempt is pinned to it (ADR 0023).
    await publishCases(storage, catalogue, new Date(now), [caseId]);
    const caseVersion = catalogue.version(caseId)!;
    const as = (e: Envelope): NewEvent => ({
      type: e.type,
      data: e.type === 'AttemptStarted' ? { ...e.data, caseVersion } : e.data,
      metadata:
        e.metadata.actor.kind === 'student'
          ? { ...e.metadata, actor: { kind: 'student', id: user.id } }
          : e.metadata,
    });
    const attempt: Attempt = {
      id: randomUUID(),
      userId: user.id,
      caseId,
      mode: 'practice',
      seed,
      status: 'inProgress',
      score: null,
      passed: null,
      startedAt: new Date(t0).toISOString(),
      submittedAt: null,
      caseVersion,
    };
    const open = (await storage.listAttempts(user.id)).find(
      (a) => a.caseId === caseId && a.mode === 'practice' && a.status === 'inProgress',
    );
    let reset: ResetOf | undefined;
    if (open) {
      // The open attempt is closed on its own case version.
      const played = await new CaseVersions(storage, catalogue).get(open.caseVersion, caseId);
      if (!played) {
        io.err(`the attempt in progress is on case version ${open.caseVersion}, not stored`);
        return 1;
      }
      const { state } = replayOpen(played.scenario, await storage.readStream(open.id));
      const closed = handle(
        played.scenario,
        state,
        { type: 'ResetAttempt', next: attempt.id },
        { now: new Date(now).toISOString(), actor: { kind: 'student', id: user.id } },
      );
      if (isRejection(closed)) {
        io.err(`the attempt in progress cannot be reset: ${closed.messageKey}`);
        return 1;
      }
      reset = { id: open.id, expectedVersion: state.version, events: closed.events.map(as) };
    }
    await storage.createAttempt(attempt, played.events.map(as), reset);
    io.out(`${caseId}: ${steps.length} step(s) played for ${opts.user} into attempt ${attempt.id}`);
    steps.forEach((s, i) => io.out(`  ${i + 1}. ${stepText(s)}`));
    io.out(
      `score now ${played.breakdown.score}/${scenario.totalScore}${open ? ` (attempt ${open.id} reset)` : ''}; sign in as ${opts.user} and continue the case from the case list`,
    );
    return 0;
  } finally {
    await storage.close();
  }
};

/** The state of a stored attempt, folded from its stream. */
const replayOpen = (scenario: Scenario, stored: StoredEvent[]) => ({
  state: evolveAll(
    initialState(scenario),
    stored.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope),
  ),
});
