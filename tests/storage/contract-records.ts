/**
 * Contract: attempts (atomic with events), users, schools and classes, sessions, cases, schema
 * lifecycle.
 */
import { expect, it } from 'vitest';
import {
  AttemptStatusError,
  DuplicateError,
  VersionConflictError,
} from '../../server/storage/types.ts';
import type { Session, Storage, User } from '../../server/storage/types.ts';
import { at, attempt, ev, seed, student, teacher } from './harness.ts';
import type { Factory } from './harness.ts';

export function recordContract(factory: Factory): void {
  let s: Storage;
  const seeded = async () => {
    s = (await factory()).storage;
    await seed(s);
  };

  it('creates an attempt with its first events in one step', async () => {
    await seeded();
    const a = attempt();
    const stored = await s.createAttempt(a, [ev('CaseStarted', { seed: a.seed }), ev('Opened')]);
    expect(stored.map((e) => [e.streamId, e.version, e.type])).toEqual([
      ['att-1', 1, 'CaseStarted'],
      ['att-1', 2, 'Opened'],
    ]);
    expect(await s.getAttempt('att-1')).toEqual(a);
    expect(await s.getAttempt('nope')).toBeNull();
    expect(await s.readStream('att-1')).toEqual(stored);
    await expect(s.createAttempt(attempt({ status: 'submitted' }), [])).rejects.toThrow(
      DuplicateError,
    );
  });

  it('allows one in-progress attempt per user, case and mode; a refusal writes nothing', async () => {
    await seeded();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    const dup = attempt({ id: 'att-2', startedAt: at(2) });
    await expect(s.createAttempt(dup, [ev('CaseStarted')])).rejects.toThrow(DuplicateError);
    expect(await s.getAttempt('att-2')).toBeNull();
    expect(await s.readStream('att-2')).toEqual([]);
    expect(await s.readAll(0, 100)).toHaveLength(1);

    await s.createAttempt(attempt({ id: 'att-exam', mode: 'exam' }), [ev('CaseStarted')]);
    await s.createAttempt(attempt({ id: 'att-b', caseId: 'case-b' }), [ev('CaseStarted')]);
    await s.appendEvents('att-1', 1, [ev('Submitted')], { id: 'att-1', status: 'submitted' });
    await s.createAttempt(dup, [ev('CaseStarted')]);
    expect((await s.getAttempt('att-2'))?.status).toBe('inProgress');
  });

  it('resets the previous attempt in the same transaction: closing events, row, new attempt', async () => {
    await seeded();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    const resetOf = (expectedVersion = 1) => ({
      id: 'att-1',
      expectedVersion,
      events: [ev('AttemptReset', { next: 'att-2' })],
    });
    // A failing create (the new id is taken by a stream) leaves the old attempt untouched.
    await s.appendEvents('att-taken', 0, [ev('Stray')]);
    const taken = attempt({ id: 'att-taken', startedAt: at(2) });
    await expect(s.createAttempt(taken, [ev('CaseStarted')], resetOf())).rejects.toThrow(
      VersionConflictError,
    );
    // So does a stale version of the old stream.
    const next = attempt({ id: 'att-2', startedAt: at(2) });
    await s.appendEvents('att-1', 1, [ev('Moved')]);
    await expect(s.createAttempt(next, [ev('CaseStarted')], resetOf(1))).rejects.toThrow(
      VersionConflictError,
    );
    expect(await s.getAttempt('att-1')).toEqual(attempt());
    expect(await s.streamVersion('att-1')).toBe(2);
    expect(await s.getAttempt('att-taken')).toBeNull();
    expect(await s.getAttempt('att-2')).toBeNull();

    await s.createAttempt(next, [ev('CaseStarted')], resetOf(2));
    expect((await s.getAttempt('att-1'))?.status).toBe('reset');
    expect((await s.getAttempt('att-2'))?.status).toBe('inProgress');
    expect((await s.readStream('att-1')).map((e) => e.type)).toEqual([
      'CaseStarted',
      'Moved',
      'AttemptReset',
    ]);

    // A reset attempt is final: no second reset, no update of its row; nothing written.
    const third = attempt({ id: 'att-3', startedAt: at(3) });
    await expect(
      s.createAttempt(third, [ev('CaseStarted')], { id: 'att-1', expectedVersion: 3, events: [] }),
    ).rejects.toThrow(AttemptStatusError);
    const submit = { id: 'att-1', status: 'submitted' as const, score: 90, passed: true };
    const refused = await s.appendEvents('att-1', 3, [ev('Submitted')], submit).catch((e) => e);
    expect(refused).toBeInstanceOf(AttemptStatusError);
    expect(refused).toMatchObject({ attemptId: 'att-1', status: 'reset' });
    expect(await s.getAttempt('att-1')).toEqual(attempt({ status: 'reset' }));
    expect(await s.streamVersion('att-1')).toBe(3);
    expect(await s.getAttempt('att-3')).toBeNull();
    await expect(
      s.createAttempt(third, [], { id: 'missing', expectedVersion: 0, events: [] }),
    ).rejects.toThrow(/attempt not found/);
    expect(await s.getAttempt('att-3')).toBeNull();
  });

  it('lets one of several concurrent resets of an attempt win', async () => {
    const { storage, open } = await factory();
    s = storage;
    await seed(s);
    const other = await open();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other : storage).createAttempt(
          attempt({ id: `next-${i}`, startedAt: at(2) }),
          [ev('CaseStarted')],
          { id: 'att-1', expectedVersion: 1, events: [ev('AttemptReset', { next: `next-${i}` })] },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflictError);
    }
    const all = await s.listAttempts(student.id, { includeReset: true });
    expect(all.map((a) => a.status).sort()).toEqual(['inProgress', 'reset']);
    expect((await s.readStream('att-1')).map((e) => e.type)).toEqual([
      'CaseStarted',
      'AttemptReset',
    ]);
  });

  it('lists attempts newest first, without reset ones unless asked', async () => {
    await seeded();
    await s.createAttempt(attempt({ id: 'old', startedAt: at(1) }), [ev('CaseStarted')]);
    await s.createAttempt(attempt({ id: 'mid', caseId: 'case-b', startedAt: at(5) }), []);
    await s.createAttempt(attempt({ id: 'new', startedAt: at(9) }), [ev('CaseStarted')], {
      id: 'old',
      expectedVersion: 1,
      events: [],
    });
    expect((await s.listAttempts(student.id)).map((a) => a.id)).toEqual(['new', 'mid']);
    const all = await s.listAttempts(student.id, { includeReset: true });
    expect(all.map((a) => [a.id, a.status])).toEqual([
      ['new', 'inProgress'],
      ['mid', 'inProgress'],
      ['old', 'reset'],
    ]);
    expect(await s.listAttempts(teacher.id)).toEqual([]);
    expect((await s.listOpenAttempts()).map((a) => a.id)).toEqual(['mid', 'new']);
  });

  it('updates the attempt row atomically with appended events', async () => {
    await seeded();
    await s.createAttempt(attempt(), [ev('CaseStarted')]);
    const submit = {
      id: 'att-1',
      status: 'submitted' as const,
      score: 87.5,
      passed: true,
      submittedAt: at(30),
    };
    await expect(s.appendEvents('att-1', 0, [ev('Submitted')], submit)).rejects.toThrow(
      VersionConflictError,
    );
    expect(await s.getAttempt('att-1')).toEqual(attempt());
    expect(await s.streamVersion('att-1')).toBe(1);

    await expect(
      s.appendEvents('att-1', 1, [ev('Submitted')], { ...submit, id: 'missing' }),
    ).rejects.toThrow();
    expect(await s.streamVersion('att-1')).toBe(1);

    await s.appendEvents('att-1', 1, [ev('Submitted')], submit);
    expect(await s.getAttempt('att-1')).toEqual({ ...attempt(), ...submit });
    // Fields left out of an update keep their value; null clears.
    await s.appendEvents('att-1', 2, [ev('Regraded')], { id: 'att-1', status: 'submitted' });
    expect(await s.getAttempt('att-1')).toEqual({ ...attempt(), ...submit });
    await s.appendEvents('att-1', 3, [], { id: 'att-1', status: 'submitted', passed: null });
    expect((await s.getAttempt('att-1'))?.passed).toBeNull();
    expect((await s.getAttempt('att-1'))?.score).toBe(87.5);
  });

  it('stores users: create, duplicate username, lookups, password hash, count', async () => {
    s = (await factory()).storage;
    expect(await s.countUsers()).toBe(0);
    await s.createUser({ ...teacher, createdAt: '2026-03-02T09:00:00+08:00' });
    expect(await s.getUserById(teacher.id)).toEqual({ ...teacher, createdAt: at(0) });
    expect(await s.getUserByUsername('tea01')).toEqual({ ...teacher, createdAt: at(0) });
    expect(await s.getUserById('nobody')).toBeNull();
    expect(await s.getUserByUsername('TEA01')).toBeNull();
    await expect(s.createUser({ ...teacher, id: 'u-other' })).rejects.toThrow(DuplicateError);
    await expect(s.createUser({ ...teacher, username: 'other' })).rejects.toThrow(DuplicateError);
    expect(await s.getUserById('u-other')).toBeNull();
    expect(await s.countUsers()).toBe(1);

    await s.createSchool({ id: 's1', name: 'School' });
    await expect(s.createSchool({ id: 's1', name: 'Again' })).rejects.toThrow(DuplicateError);
    await s.createClass({ id: 'c1', schoolId: 's1', name: 'C1', teacherId: teacher.id });
    await s.createUser(student);
    expect(await s.countUsers()).toBe(2);
    await s.setPassword(student.id, '$argon2id$new', false);
    expect((await s.getUserByUsername('stu01'))?.passwordHash).toBe('$argon2id$new');
    expect((await s.getUserById(teacher.id))?.passwordHash).toBe(teacher.passwordHash);
  });

  it('gets schools and classes; lists classes by teacher and class users, by name', async () => {
    await seeded();
    expect(await s.getSchool('s1')).toEqual({ id: 's1', name: '第一学校' });
    expect(await s.getSchool('nope')).toBeNull();
    const graded = { majorId: null, gradingMethod: 'highest' as const };
    const c1 = { id: 'c1', schoolId: 's1', name: 'Class 1', ...graded };
    expect(await s.getClass('c1')).toEqual(c1);
    expect(await s.getClass('nope')).toBeNull();

    const teacher2: User = { ...teacher, id: 'u-teacher2', username: 'tea02' };
    await s.createUser(teacher2);
    // Names sort by code point in both adapters: upper case before lower case.
    const c2 = { id: 'c2', schoolId: 's1', name: 'alpha', ...graded };
    const c3 = { id: 'c3', schoolId: 's1', name: 'Zeta', ...graded };
    const c4 = { id: 'c4', schoolId: 's1', name: 'Beta', ...graded };
    await s.createClass({ ...c2, teacherId: teacher.id });
    await s.createClass({ ...c3, teacherId: null });
    await s.createClass({ ...c4, teacherId: teacher2.id });
    expect(await s.getClass('c3')).toEqual(c3);
    // A class's assistant lists it too.
    await s.setStaffRole('c4', teacher.id, 'assistant');
    expect(await s.listClasses(teacher.id)).toEqual([c4, c1, c2]);
    expect(await s.listClasses(teacher2.id)).toEqual([c4]);
    expect(await s.listClasses('nobody')).toEqual([]);
    expect(await s.listClasses()).toEqual([c4, c1, c3, c2]);

    const classmate = (id: string, username: string, classId = 'c1'): User => ({
      ...student,
      id,
      username,
      classId,
    });
    await s.createUser(classmate('u-3', 'stu03'));
    await s.createUser(classmate('u-2', 'Stu02'));
    await s.createUser(classmate('u-4', 'stu04', 'c2'));
    expect((await s.listClassUsers('c1')).map((u) => u.username)).toEqual([
      'Stu02',
      'stu01',
      'stu03',
    ]);
    expect((await s.listClassUsers('c1'))[1]).toEqual(student);
    expect(await s.listClassUsers('c2')).toEqual([classmate('u-4', 'stu04', 'c2')]);
    expect(await s.listClassUsers('c3')).toEqual([]);
    expect(await s.listClassUsers('nope')).toEqual([]);
  });

  it('lists the attempts of several users in one call, newest first, reset ones when asked', async () => {
    await seeded();
    const other = (id: string, username: string): User => ({ ...student, id, username });
    await s.createUser(other('u-2', 'stu02'));
    await s.createUser(other('u-3', 'stu03'));
    await s.createAttempt(attempt({ id: 'a-old', startedAt: at(1) }), [ev('CaseStarted')]);
    await s.createAttempt(attempt({ id: 'a-new', startedAt: at(7) }), [], {
      id: 'a-old',
      expectedVersion: 1,
      events: [],
    });
    await s.createAttempt(attempt({ id: 'b-1', userId: 'u-2', startedAt: at(4) }), []);
    const submit = { id: 'b-1', status: 'submitted' as const, score: 75, passed: true };
    await s.appendEvents('b-1', 0, [ev('Submitted')], { ...submit, submittedAt: at(6) });
    await s.createAttempt(
      attempt({ id: 'b-2', userId: 'u-2', mode: 'exam', startedAt: at(9) }),
      [],
    );
    await s.createAttempt(attempt({ id: 'c-1', userId: 'u-3', startedAt: at(5) }), []);

    const ids = (as: { id: string }[]) => as.map((a) => a.id);
    expect(ids(await s.listAttemptsOfUsers([student.id, 'u-2']))).toEqual(['b-2', 'a-new', 'b-1']);
    expect((await s.listAttemptsOfUsers(['u-2'])).at(-1)).toEqual(
      attempt({ userId: 'u-2', startedAt: at(4), ...submit, submittedAt: at(6) }),
    );
    expect(ids(await s.listAttemptsOfUsers(['u-3', 'u-3', teacher.id]))).toEqual(['c-1']);
    expect(await s.listAttemptsOfUsers([])).toEqual([]);
    expect(await s.listAttemptsOfUsers(['nobody'])).toEqual([]);
    // A class's worth of ids and more goes in one call.
    const many = [...Array.from({ length: 2000 }, (_, i) => `u-x${i}`), 'u-3', student.id];
    expect(ids(await s.listAttemptsOfUsers(many))).toEqual(['a-new', 'c-1']);
    // The history: reset rows too, with what they kept.
    const all = { includeReset: true };
    expect(ids(await s.listAttemptsOfUsers([student.id, 'u-2'], all))).toEqual([
      'b-2',
      'a-new',
      'b-1',
      'a-old',
    ]);
    expect((await s.listAttemptsOfUsers(many, all)).map((a) => [a.id, a.status])).toEqual([
      ['a-new', 'inProgress'],
      ['c-1', 'inProgress'],
      ['a-old', 'reset'],
    ]);
  });

  it('orders attempts that started together by id, and keeps their milliseconds', async () => {
    await seeded();
    const ms = (n: number) => new Date(Date.parse(at(3)) + n).toISOString();
    const users = ['u-2', 'u-3', 'u-4'];
    for (const [i, id] of users.entries())
      await s.createUser({ ...student, id, username: `stu0${i + 2}` });
    await s.createAttempt(attempt({ id: 'x-a', startedAt: ms(120) }), []);
    await s.createAttempt(attempt({ id: 'x-c', userId: 'u-2', startedAt: ms(120) }), []);
    await s.createAttempt(attempt({ id: 'x-b', userId: 'u-3', startedAt: ms(7) }), []);
    await s.createAttempt(attempt({ id: 'x-d', userId: 'u-4', startedAt: ms(999) }), []);
    const submit = { id: 'x-b', status: 'submitted' as const, score: 9, passed: false };
    await s.appendEvents('x-b', 0, [ev('Submitted')], { ...submit, submittedAt: ms(60_050) });
    const listed = await s.listAttemptsOfUsers([student.id, ...users], { includeReset: true });
    expect(listed.map((a) => [a.id, a.startedAt])).toEqual([
      ['x-d', ms(999)],
      ['x-c', ms(120)],
      ['x-a', ms(120)],
      ['x-b', ms(7)],
    ]);
    expect(listed.at(-1)?.submittedAt).toBe(ms(60_050));
  });

  it('keeps the score and submission of a submitted attempt that is reset', async () => {
    await seeded();
    await s.createAttempt(attempt({ id: 'a-1', startedAt: at(1) }), [ev('CaseStarted')]);
    const submit = { id: 'a-1', status: 'submitted' as const, score: 40, passed: false };
    await s.appendEvents('a-1', 1, [ev('Submitted')], { ...submit, submittedAt: at(3) });
    await s.createAttempt(attempt({ id: 'a-2', startedAt: at(5) }), [], {
      id: 'a-1',
      expectedVersion: 2,
      events: [ev('Reset')],
    });
    const [, old] = await s.listAttemptsOfUsers([student.id], { includeReset: true });
    expect(old).toMatchObject({ id: 'a-1', status: 'reset', score: 40, passed: false });
    expect(old?.submittedAt).toBe(at(3));
    // A teacher still grades it (its grade may count): the row stays reset, the score follows.
    await s.appendEvents('a-1', 3, [ev('PointOverridden')], {
      id: 'a-1',
      status: 'reset',
      score: 70,
      passed: true,
    });
    expect(await s.getAttempt('a-1')).toMatchObject({ status: 'reset', score: 70, passed: true });
    // Never back to submitted, and never on an attempt reset before it was submitted.
    await expect(
      s.appendEvents('a-1', 4, [ev('Submitted')], { id: 'a-1', status: 'submitted', score: 1 }),
    ).rejects.toThrow(AttemptStatusError);
    await s.createAttempt(attempt({ id: 'a-3', startedAt: at(7) }), [], {
      id: 'a-2',
      expectedVersion: 0,
      events: [ev('Reset')],
    });
    await expect(
      s.appendEvents('a-2', 1, [ev('PointOverridden')], { id: 'a-2', status: 'reset', score: 5 }),
    ).rejects.toThrow(AttemptStatusError);
  });

  it('lists every attempt of a case, reset ones included, oldest first; a score-only update of a submitted row (no events) is checked against the stream version and refused on a reset row', async () => {
    await seeded();
    await s.createUser({ ...student, id: 'u-2', username: 'stu02' });
    await s.createAttempt(attempt({ id: 'a-old', startedAt: at(1) }), [ev('CaseStarted')]);
    const submitted = { status: 'submitted' as const, score: 40, passed: false };
    await s.appendEvents('a-old', 1, [ev('Submitted')], {
      id: 'a-old',
      ...submitted,
      submittedAt: at(3),
    });
    await s.createAttempt(attempt({ id: 'a-new', startedAt: at(8) }), [], {
      id: 'a-old',
      expectedVersion: 2,
      events: [ev('AttemptReset')],
    });
    await s.createAttempt(attempt({ id: 'b-1', userId: 'u-2', startedAt: at(5) }), [ev('S')]);
    await s.appendEvents('b-1', 1, [ev('Submitted')], {
      id: 'b-1',
      ...submitted,
      submittedAt: at(6),
    });
    // Same start instant: the id breaks the tie (byte order in both adapters).
    await s.createAttempt(
      attempt({ id: 'B-2', userId: 'u-2', mode: 'exam', startedAt: at(5) }),
      [],
    );
    await s.createAttempt(attempt({ id: 'other', caseId: 'case-b', startedAt: at(2) }), []);

    const list = await s.listAttemptsOfCase('case-a');
    expect(list.map((a) => [a.id, a.status])).toEqual([
      ['a-old', 'reset'],
      ['B-2', 'inProgress'],
      ['b-1', 'submitted'],
      ['a-new', 'inProgress'],
    ]);
    expect(list[2]).toEqual(
      attempt({ id: 'b-1', userId: 'u-2', startedAt: at(5), ...submitted, submittedAt: at(6) }),
    );
    expect((await s.listAttemptsOfCase('case-b')).map((a) => a.id)).toEqual(['other']);
    expect(await s.listAttemptsOfCase('nope')).toEqual([]);

    // cbsim regrade's write: no events, the row's score and pass at the version it read.
    const regraded = { id: 'b-1', status: 'submitted' as const, score: 75.5, passed: true };
    await expect(s.appendEvents('b-1', 1, [], regraded)).rejects.toThrow(VersionConflictError);
    expect((await s.getAttempt('b-1'))?.score).toBe(40);
    expect(await s.appendEvents('b-1', 2, [], regraded)).toEqual([]);
    expect(await s.getAttempt('b-1')).toEqual(
      attempt({ userId: 'u-2', startedAt: at(5), ...regraded, submittedAt: at(6) }),
    );
    expect(await s.streamVersion('b-1')).toBe(2);
    await expect(s.appendEvents('a-old', 3, [], { ...regraded, id: 'a-old' })).rejects.toThrow(
      AttemptStatusError,
    );
    expect(await s.getAttempt('a-old')).toMatchObject({ ...submitted, status: 'reset' });
  });

  it('stores sessions: create, get, touch, delete, revoke all but one', async () => {
    await seeded();
    const sess = (tokenHash: string, userId = student.id): Session => ({
      tokenHash,
      userId,
      createdAt: at(0),
      expiresAt: at(600),
      lastSeenAt: at(0),
    });
    for (const t of ['t1', 't2', 't3']) await s.createSession(sess(t));
    await s.createSession(sess('t-teacher', teacher.id));
    await expect(s.createSession(sess('t1'))).rejects.toThrow(DuplicateError);
    expect(await s.getSession('t1')).toEqual(sess('t1'));
    expect(await s.getSession('none')).toBeNull();

    await s.touchSession('t1', at(15));
    expect(await s.getSession('t1')).toEqual({ ...sess('t1'), lastSeenAt: at(15) });
    await s.deleteSession('t3');
    expect(await s.getSession('t3')).toBeNull();

    await s.deleteUserSessions(student.id, 't2');
    expect(await s.getSession('t1')).toBeNull();
    expect(await s.getSession('t2')).toEqual(sess('t2'));
    expect(await s.getSession('t-teacher')).not.toBeNull();
    await s.deleteUserSessions(student.id);
    expect(await s.getSession('t2')).toBeNull();
    expect(await s.getSession('t-teacher')).not.toBeNull();
  });

  it('keeps the first server secret stored under a name; racing callers all get it', async () => {
    s = (await factory()).storage;
    const got = await Promise.all(
      ['first', 'second', 'third'].map((c) => s.serverSecret('device', c, at(0))),
    );
    expect(new Set(got).size).toBe(1);
    const kept = got[0]!;
    expect(['first', 'second', 'third']).toContain(kept);
    expect(await s.serverSecret('device', 'later', at(60))).toBe(kept);
    expect(await s.serverSecret('other', 'own', at(60))).toBe('own');
  });

  it('upserts, gets and lists cases', async () => {
    s = (await factory()).storage;
    expect(await s.listCases()).toEqual([]);
    const b = {
      id: 'b-case',
      scenarioJson: '{"title":{"zh":"亚马逊"}}',
      contentHash: 'h1',
      updatedAt: at(1),
    };
    const a = { id: 'a-case', scenarioJson: '{}', contentHash: 'h0', updatedAt: at(0) };
    await s.upsertCase(b);
    await s.upsertCase(a);
    expect(await s.getCase('b-case')).toEqual(b);
    expect(await s.getCase('missing')).toBeNull();
    const b2 = {
      ...b,
      scenarioJson: '{"title":{"en":"Amazon"}}',
      contentHash: 'h2',
      updatedAt: at(9),
    };
    await s.upsertCase(b2);
    expect(await s.getCase('b-case')).toEqual(b2);
    expect(await s.listCases()).toEqual([a, b2]);
  });

  it('migrates twice harmlessly and keeps data across close and reopen', async () => {
    const { kind, storage, open } = await factory();
    s = storage;
    expect(s.kind).toBe(kind);
    await seed(s);
    await s.createAttempt(attempt(), [ev('CaseStarted', { text: '中文' })]);
    await s.migrate();
    await s.migrate();
    const before = await s.readAll(0, 100);
    await s.close();

    const again = await open();
    await again.migrate();
    expect(await again.readAll(0, 100)).toEqual(before);
    expect(await again.getAttempt('att-1')).toEqual(attempt());
    expect(await again.getUserByUsername('stu01')).toEqual(student);
    expect(await again.countUsers()).toBe(2);
    const next = await again.appendEvents('att-1', 1, [ev('Next')]);
    expect(next[0]!.position).toBeGreaterThan(before.at(-1)!.position);
  });
}
