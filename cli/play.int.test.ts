/**
 * cbsim explore --play: the explorer's witness for a point goes into a fresh attempt of a user in
 * the server's database, stamped as if played up to now, so the author sees it in the browser;
 * playing again resets the attempt in progress; an unreachable point or unknown user writes
 * nothing.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evolveAll, initialState, scoreAttempt, type Envelope } from '../engine/index.ts';
import { loadCatalogue } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';
import type { Storage } from '../server/storage/types.ts';
import { playCommand } from './commands/play.ts';
import type { Io } from './io.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let dir: string;
let storage: Storage;
const collect = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io, out, err };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cbsim-play-'));
  // The shipped cases and the explorer's broken one, as a server's cases folder.
  cpSync(join(root, 'scenarios'), join(dir, 'scenarios'), { recursive: true });
  cpSync(
    join(root, 'engine/explore/testdata/restore-unpaid.yaml'),
    join(dir, 'scenarios/cases/restore-unpaid.yaml'),
  );
  storage = await openStorage({ dataDir: join(dir, 'data') });
  await storage.migrate();
  await storage.createUser({
    id: 'u-author',
    username: 'author',
    displayName: 'Case Author',
    role: 'student',
    passwordHash: 'x',
    classId: null,
    createdAt: new Date().toISOString(),
  });
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ dataDir: join(dir, 'data'), scenariosDir: join(dir, 'scenarios/cases') });

describe('cbsim explore --play', () => {
  it('writes the witness of a point into a fresh attempt that earns it, ending now', async () => {
    const { io, out, err } = collect();
    const before = Date.now();
    expect(await playCommand(['amazon-partial-stock', '1201'], { user: 'author' }, env(), io)).toBe(
      0,
    );
    expect(err).toEqual([]);
    expect(out[0]).toMatch(/^amazon-partial-stock: 1 step\(s\) played for author into attempt /);
    expect(out.join('\n')).toContain('SplitOrder orderNo="112-3941-7781" sku="LAMP-01" qty=1');
    const [attempt] = await storage.listAttempts('u-author');
    expect(attempt).toMatchObject({ caseId: 'amazon-partial-stock', status: 'inProgress' });
    const events = (await storage.readStream(attempt!.id)).map(
      (e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope,
    );
    // Stamped in the past, ending about now; the student is the user.
    const last = Date.parse(events.at(-1)!.metadata.now);
    expect(last).toBeLessThanOrEqual(Date.now());
    expect(last).toBeGreaterThan(before - 10_000);
    expect(
      events
        .filter((e) => e.metadata.actor.kind === 'student')
        .every((e) => e.metadata.actor.id === 'u-author'),
    ).toBe(true);
    const scenario = loadCatalogue(env().scenariosDir).catalogue.get('amazon-partial-stock')!;
    const state = evolveAll(initialState(scenario), events);
    const earned = scoreAttempt(scenario, events, state).points.find((p) => p.pointID === 1201);
    expect(earned?.earned).toBe(30);
  });

  it('resets the attempt in progress when played again, with the best play for `total`', async () => {
    const { io, out } = collect();
    expect(
      await playCommand(['amazon-partial-stock', 'total'], { user: 'author' }, env(), io),
    ).toBe(0);
    expect(out.at(-1)).toMatch(/^score now 100\/100 \(attempt .+ reset\)/);
    const attempts = await storage.listAttempts('u-author', { includeReset: true });
    expect(attempts.map((a) => a.status).sort()).toEqual(['inProgress', 'reset']);
  });

  it('writes nothing for an unreachable point, an unknown point, case or user', async () => {
    const count = async () =>
      (await storage.listAttempts('u-author', { includeReset: true })).length;
    const before = await count();
    const cases: [string[], string, RegExp][] = [
      [['restore-unpaid', '9903'], 'author', /point 9903 of restore-unpaid was not reached/],
      [['amazon-partial-stock', '4242'], 'author', /has no point 4242/],
      [['no-such-case', '1'], 'author', /case no-such-case is not in/],
      [['amazon-partial-stock', '1201'], 'nobody', /no user nobody/],
    ];
    for (const [args, user, message] of cases) {
      const { io, err } = collect();
      expect(await playCommand(args, { user }, env(), io)).toBe(1);
      expect(err.join('\n')).toMatch(message);
    }
    const usage = collect();
    expect(await playCommand(['amazon-partial-stock'], { user: 'author' }, env(), usage.io)).toBe(
      2,
    );
    expect(await count()).toBe(before);
  });
});
