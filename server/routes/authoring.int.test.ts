/**
 * /api/Authoring: teachers' case library. Students 403 on every call; a draft is its author's
 * (another teacher 403, unknown 404); Validate answers errors at their line; oversized text, alias
 * bombs, unknown modules and another teacher's draft are refused with a key and nothing stored;
 * a published case is offered to the chosen classes only; archived, to none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLibrary } from '../authoring/library.ts';
import { harness, shippedCatalogue, type Harness } from '../testing/harness.ts';

const A = '/api/Authoring';
const P = '/api/PracticeTraining';
const big = 'x'.repeat(256 * 1024 + 1);
const bomb = (() => {
  const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 0, prev = 'a'; i < 9; i++, prev = `b${i - 1}`)
    lines.push(`b${i}: &b${i} [${Array(10).fill(`*${prev}`).join(', ')}]`);
  return lines.join('\n');
})();

describe('authoring API', () => {
  let h: Harness;
  let t1: string;
  let t2: string;
  let s1: string;
  let s2: string;
  let copyId: string;
  let yaml: string;

  beforeAll(async () => {
    h = await harness();
    await h.addUsers(['teacher02']);
    await h.storage.createSchool({ id: 's1', name: 'School' });
    await h.storage.createClass({ id: 'cA', schoolId: 's1', name: 'A', teacherId: 'id-teacher01' });
    await h.storage.createClass({ id: 'cB', schoolId: 's1', name: 'B', teacherId: 'id-teacher02' });
    await h.storage.updateUser('id-student01', { classId: 'cA' });
    await h.storage.updateUser('id-student02', { classId: 'cB' });
    t1 = await h.login('teacher01');
    t2 = await h.login('teacher02');
    s1 = await h.login('student01');
    s2 = await h.login('student02');
  });
  afterAll(() => h.close());

  it('refuses students on every call with 403, before reading anything', async () => {
    const calls: [string, object][] = [
      ['List', {}],
      ['Get', { id: 'x' }],
      ['Save', { yaml: 'id: a' }],
      ['Validate', { yaml: 'id: a' }],
      ['Explore', { id: 'x' }],
      ['Publish', { id: 'x', classIds: ['cA'] }],
      ['Archive', { id: 'x' }],
      ['Copy', { caseID: 'shopee-thank-you' }],
    ];
    for (const [call, body] of calls) {
      const r = await h.post(`${A}/${call}`, body, s1);
      expect(r.statusCode, call).toBe(403);
    }
    expect(await h.storage.listCaseDrafts()).toEqual([]);
  });

  it('copies a shipped case into a draft of a new id, listed as its author’s only', async () => {
    const r = await h.post(`${A}/Copy`, { caseID: 'shopee-thank-you' }, t1);
    expect(r.statusCode).toBe(200);
    copyId = r.json().data.id;
    const got = (await h.post(`${A}/Get`, { id: copyId }, t1)).json().data;
    expect(got.status).toBe('draft');
    expect(got.name).toMatch(/^shopee-thank-you-\w{6}$/);
    yaml = got.yaml;
    expect(yaml).toContain(`id: ${got.name}\n`);
    const list = (await h.post(`${A}/List`, {}, t1)).json().data;
    expect(list.shipped.map((c: { caseID: string }) => c.caseID)).toContain('shopee-thank-you');
    expect(list.drafts.map((d: { id: string }) => d.id)).toEqual([copyId]);
    expect((await h.post(`${A}/List`, {}, t2)).json().data.drafts).toEqual([]);
    expect((await h.post(`${A}/Copy`, { caseID: 'nope' }, t1)).statusCode).toBe(404);
  });

  it('Validate answers each error at its line and column in the YAML', async () => {
    const ok = (await h.post(`${A}/Validate`, { yaml }, t1)).json();
    expect(ok).toMatchObject({ status: 'success', data: { ok: true, errors: [] } });
    const lines = yaml.split('\n');
    const at = lines.findIndex((l) => l.startsWith('totalScore:'));
    lines[at] = 'totalScore: lots';
    const bad = (await h.post(`${A}/Validate`, { yaml: lines.join('\n') }, t1)).json().data;
    expect(bad.ok).toBe(false);
    expect(bad.errors[0]).toMatchObject({ line: at + 1, column: 13 });
    // An unknown module: the error points at the modules line.
    const mod = yaml.replace('modules: [mail, orders]', 'modules: [mail, telepathy]');
    const m = (await h.post(`${A}/Validate`, { yaml: mod }, t1)).json().data;
    const modLine = mod.split('\n').findIndex((l) => l.startsWith('modules:')) + 1;
    expect(m.ok).toBe(false);
    expect(m.errors.some((e: { line: number }) => e.line === modLine)).toBe(true);
  });

  it('Validate and Save refuse text above 256 KB, Save an alias bomb: nothing stored', async () => {
    for (const call of ['Validate', 'Save']) {
      const r = await h.post(`${A}/${call}`, { yaml: big }, t1);
      expect(r.statusCode, call).toBe(400);
      expect(r.json().message).toBe('authoring.error.tooLarge');
    }
    const v = (await h.post(`${A}/Validate`, { yaml: bomb }, t1)).json().data;
    expect(v.ok).toBe(false);
    expect(v.errors[0].message).toMatch(/alias/i);
    const s = await h.post(`${A}/Save`, { yaml: bomb }, t1);
    expect(s.statusCode).toBe(400);
    expect(s.json().message).toBe('authoring.error.aliases');
    const u = await h.post(`${A}/Save`, { id: copyId, yaml: big }, t1);
    expect(u.statusCode).toBe(400);
    expect((await h.storage.listCaseDrafts()).map((d) => d.yaml)).toEqual([yaml]);
  });

  it("keeps another teacher's draft from them (403) and unknown ones 404, nothing changed", async () => {
    for (const [call, body] of [
      ['Get', { id: copyId }],
      ['Save', { id: copyId, yaml: 'id: mine' }],
      ['Explore', { id: copyId }],
      ['Publish', { id: copyId, classIds: ['cB'] }],
      ['Archive', { id: copyId }],
    ] as const) {
      expect((await h.post(`${A}/${call}`, body, t2)).statusCode, call).toBe(403);
      expect((await h.post(`${A}/${call}`, { ...body, id: 'nope' }, t1)).statusCode, call).toBe(
        404,
      );
    }
    const d = await h.storage.getCaseDraft(copyId);
    expect(d).toMatchObject({ status: 'draft', yaml, caseId: null });
  });

  it('saves a draft with a mistake (answering its errors), refuses to publish it', async () => {
    const wrong = yaml.replace('modules: [mail, orders]', 'modules: [mail, telepathy]');
    const r = (await h.post(`${A}/Save`, { id: copyId, yaml: wrong }, t1)).json().data;
    expect(r.validation.ok).toBe(false);
    const p = await h.post(`${A}/Publish`, { id: copyId, classIds: ['cA'] }, t1);
    expect(p.statusCode).toBe(400);
    expect(p.json().message).toBe('authoring.error.invalid');
    expect((await h.post(`${A}/Explore`, { id: copyId }, t1)).statusCode).toBe(400);
    expect(await h.storage.listCaseOffers()).toEqual([]);
    const name = (await h.storage.getCaseDraft(copyId))!.name;
    expect(await h.storage.getCase(name)).toBeNull();
    const fixed = (await h.post(`${A}/Save`, { id: copyId, yaml }, t1)).json().data;
    expect(fixed.validation).toEqual({ ok: true, errors: [] });
  });

  it('explores the draft in a worker and answers the report cbsim explore prints', async () => {
    const r = await h.post(`${A}/Explore`, { id: copyId }, t1);
    expect(r.statusCode).toBe(200);
    const { report, lines } = r.json().data;
    const name = (await h.storage.getCaseDraft(copyId))!.name;
    expect(report).toMatchObject({ caseId: name, total: 100, reachedTotal: true, best: 100 });
    expect(lines[0]).toMatch(new RegExp(`^${name}: best 100/100 — total reachable`));
  }, 60_000);

  it('publishes to the chosen classes only: their students see and start it, others 404', async () => {
    const name = (await h.storage.getCaseDraft(copyId))!.name;
    // Not a class of this teacher's: 403; an unknown class: 404; nothing offered.
    expect((await h.post(`${A}/Publish`, { id: copyId, classIds: ['cB'] }, t1)).statusCode).toBe(
      403,
    );
    expect((await h.post(`${A}/Publish`, { id: copyId, classIds: ['zz'] }, t1)).statusCode).toBe(
      404,
    );
    expect(await h.storage.listCaseOffers()).toEqual([]);
    const p = await h.post(`${A}/Publish`, { id: copyId, classIds: ['cA'] }, t1);
    expect(p.statusCode).toBe(200);
    expect(p.json().data.caseID).toBe(name);

    const ids = async (token: string) =>
      (await h.post(`${P}/CaseList`, {}, token))
        .json()
        .data.list.map((c: { caseID: string }) => c.caseID);
    expect(await ids(s1)).toContain(name);
    expect(await ids(s1)).toContain('shopee-thank-you');
    expect(await ids(s2)).not.toContain(name);
    expect(await ids(s2)).toContain('shopee-thank-you');
    expect((await h.post(`${P}/StartCase`, { caseID: name }, s2)).statusCode).toBe(404);
    expect((await h.post(`${P}/caseInfo`, { caseID: name }, s2)).statusCode).toBe(404);
    const started = await h.post(`${P}/StartCase`, { caseID: name }, s1);
    expect(started.statusCode).toBe(200);
    const attempt = await h.storage.getAttempt(started.json().data.userCaseID);
    expect(attempt?.caseVersion).toBe(p.json().data.version);

    // A shipped case's id is never published over.
    const c = (await h.post(`${A}/Copy`, { caseID: 'shopee-thank-you' }, t1)).json().data.id;
    const own = (await h.storage.getCaseDraft(c))!.yaml.replace(/^id:.*$/m, 'id: shopee-thank-you');
    await h.post(`${A}/Save`, { id: c, yaml: own }, t1);
    const taken = await h.post(`${A}/Publish`, { id: c, classIds: ['cA'] }, t1);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('authoring.error.caseIdTaken');
  });

  it('after a restart the library offers the published case to the same classes', async () => {
    const name = (await h.storage.getCaseDraft(copyId))!.name;
    const library = new CaseLibrary(shippedCatalogue());
    await library.load(h.storage);
    const s1User = (await h.storage.getUserById('id-student01'))!;
    const s2User = (await h.storage.getUserById('id-student02'))!;
    expect(library.visibleTo(s1User, name)).toBe(true);
    expect(library.visibleTo(s2User, name)).toBe(false);
    expect(library.listFor(s1User).map((c) => c.id)).toContain(name);
    expect(library.listFor(s2User).map((c) => c.id)).not.toContain(name);
    expect(library.list().map((c) => c.id)).not.toContain(name);
    expect(library.version(name)).toBe((await h.storage.getCaseDraft(copyId))!.publishedHash);
  });

  it('archived, the case is offered to no class any more', async () => {
    const name = (await h.storage.getCaseDraft(copyId))!.name;
    expect((await h.post(`${A}/Archive`, { id: copyId }, t1)).statusCode).toBe(200);
    const list = (await h.post(`${P}/CaseList`, {}, s1)).json().data.list;
    expect(list.map((c: { caseID: string }) => c.caseID)).not.toContain(name);
    expect((await h.post(`${A}/Save`, { id: copyId, yaml }, t1)).statusCode).toBe(409);
  });
});
