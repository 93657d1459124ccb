/**
 * PracticeAchievement on SQLite and PostgreSQL: a student's submitted attempts over time, oldest
 * first, a reset one kept with its submission, an attempt in progress left out, per case the
 * count, best, latest and the grade of the class's method; another student sees none of it, and
 * no session is refused. Without PostgreSQL binaries that half is skipped (failed on CI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeAchievementData } from '../../schemas/api/practiceAchievement.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { harness, type Harness } from '../testing/harness.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const CASE = 'amazon-partial-stock';
const OTHER = 'amazon-late-parcel';
const URL = '/api/PracticeTraining/PracticeAchievement';

describe.each(['sqlite', 'postgres'] as const)('practical results on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  let token: string;
  let other: string;
  const later = () => {
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
  };
  const achievement = async (who: string) => {
    const r = await h.post(URL, {}, who);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as PracticeAchievementData;
  };
  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness(cluster ? { databaseUrl: cluster.url } : {});
    token = await h.login();
    other = await h.login('student02');
  });
  afterAll(async () => {
    await h?.close();
    await cluster?.stop();
  });

  it('lists submitted attempts over time with each case summed up', async () => {
    expect(await achievement(token)).toEqual({ gradingMethod: 'highest', list: [], cases: [] });
    const first = await h.start(token, CASE);
    later();
    const s1 = await h.post('/api/PracticeTraining/Submit', { userCaseID: first }, token);
    expect(s1.statusCode, s1.body).toBe(200);
    later();
    const reset = await h.post('/api/PracticeTraining/ResetCase', { userCaseID: first }, token);
    expect(reset.statusCode, reset.body).toBe(200);
    const second = reset.json().data.userCaseID as string;
    later();
    const s2 = await h.post('/api/PracticeTraining/Submit', { userCaseID: second }, token);
    expect(s2.statusCode, s2.body).toBe(200);
    later();
    await h.start(token, OTHER);

    const d = await achievement(token);
    expect(d.list.map((r) => r.attemptID)).toEqual([first, second]);
    expect(d.list.map((r) => r.caseID)).toEqual([CASE, CASE]);
    expect(d.list[0]!.submittedAt < d.list[1]!.submittedAt).toBe(true);
    const score = d.list[0]!.score;
    expect(d.list[1]!.score).toBe(score);
    expect(d.list[0]!.title.en).toBeTruthy();
    // Highest: the first attempt that reached the score counts, the equal later one does not.
    expect(d.list.map((r) => r.counted)).toEqual([true, false]);
    expect(d.cases).toEqual([
      expect.objectContaining({
        caseID: CASE,
        submitted: 2,
        best: score,
        latest: score,
        grade: { score, passed: d.list[0]!.passed },
      }),
    ]);
    expect(d.cases.some((c) => c.caseID === OTHER)).toBe(false);
  });

  it('shows another student none of it and refuses a call without a session', async () => {
    expect(await achievement(other)).toEqual({ gradingMethod: 'highest', list: [], cases: [] });
    expect((await h.post(URL, {})).statusCode).toBe(401);
  });
});
