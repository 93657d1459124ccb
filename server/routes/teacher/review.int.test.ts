/**
 * Review requests, the teacher's review queue and the second opinion: a student asks for a point
 * of their submitted attempt to be looked at again (once per point, never someone else's); the
 * class's queue lists it first until the teacher decides it; only the class's teacher reads the
 * queue. A second opinion asks the configured language model (a fake speaking the protocol here)
 * and stores nothing; without LLM_URL there is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreBreakdown } from '../../../schemas/api/practice.ts';
import type { ReviewQueueData } from '../../../schemas/api/teacherReview.ts';
import type { LlmConfig } from '../../llm/config.ts';
import { fakeLlm, type FakeReply, type FakeRequest } from '../../testing/fakeLlm.ts';
import { harness, type Harness } from '../../testing/harness.ts';

const CASE = 'amazon-partial-stock';
const LAMP = '112-3941-7781';
const REMARK = 'Out of stock: this lamp ships within 5 days after the restock arrives.';

/** A class of teacher01 with alice, another of teacher02 with bob; alice's attempt submitted. */
const setUp = async (llm?: LlmConfig) => {
  const h = await harness(llm ? { llm } : {});
  await h.storage.createSchool({ id: 'sch', name: 'School' });
  await h.addUsers(['teacher02']);
  await h.storage.createClass({ id: 'cA', schoolId: 'sch', name: 'A', teacherId: 'id-teacher01' });
  await h.storage.createClass({ id: 'cB', schoolId: 'sch', name: 'B', teacherId: 'id-teacher02' });
  const tokens: Record<string, string> = {};
  for (const [u, cls] of [
    ['alice', 'cA'],
    ['bob', 'cB'],
  ] as const) {
    await h.addUsers([u]);
    await h.storage.updateUser(`id-${u}`, { classId: cls });
  }
  for (const u of ['teacher01', 'teacher02', 'alice', 'bob']) tokens[u] = await h.login(u);
  const attempt = await h.start(tokens.alice!, CASE);
  const op = (command: object) =>
    h.post('/api/PTOrder/Operate', { userCaseID: attempt, command }, tokens.alice);
  expect((await op({ type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 })).statusCode).toBe(
    200,
  );
  expect(
    (await op({ type: 'RemarkOrder', orderNo: `${LAMP}-S1`, remark: REMARK })).statusCode,
  ).toBe(200);
  const r = await h.post('/api/PracticeTraining/Submit', { userCaseID: attempt }, tokens.alice);
  expect(r.statusCode, r.body).toBe(200);
  return { h, tokens, attempt };
};

describe('review requests and the queue', () => {
  let h: Harness;
  let tokens: Record<string, string>;
  let attempt: string;
  beforeAll(async () => ({ h, tokens, attempt } = await setUp()));
  afterAll(async () => h.close());

  const ask = (pointID: number, note: string, who = 'alice', userCaseID = attempt) =>
    h.post(
      '/api/PracticeTraining/RequestReview',
      { userCaseID, pointID, sourceID: null, note },
      tokens[who],
    );
  const queue = async (who = 'teacher01', body: object = { classId: 'cA' }) =>
    h.post('/api/Teacher/ReviewQueue', body, tokens[who]);

  it('records a student’s request on the point, once, and never on someone else’s attempt', async () => {
    const before = (await h.storage.readStream(attempt)).length;
    const r = await ask(1201, 'I split the lamp order as the task asked.');
    expect(r.statusCode, r.body).toBe(200);
    const view = r.json().data as { breakdown: ScoreBreakdown; canAskReview: boolean };
    expect(view.canAskReview).toBe(true);
    expect(view.breakdown.points.find((p) => p.pointID === 1201)?.review).toMatchObject({
      note: 'I split the lamp order as the task asked.',
      answer: null,
    });
    expect((await h.storage.readStream(attempt)).length).toBe(before + 1);
    const refusals = [
      [await ask(1201, 'Again'), 422, 'points.error.reviewAsked'],
      [await ask(1202, '   '), 422, 'points.error.noNote'],
      [await ask(9999, 'Which point?'), 422, 'points.error.unknownPoint'],
      [await ask(1202, 'Not mine', 'bob'), 403, 'errors.forbidden'],
      [await ask(1202, 'x'.repeat(501)), 400, 'errors.validation'],
    ] as const;
    for (const [res, status, key] of refusals) {
      expect([res.statusCode, res.json().message]).toEqual([status, key]);
    }
    expect((await h.storage.readStream(attempt)).length).toBe(before + 1);
  });

  it('lists the request first for the class’s teacher until the teacher decides the point', async () => {
    const r = await queue();
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data as ReviewQueueData;
    expect(data.attempts).toBe(1);
    expect(data.items[0]).toMatchObject({
      attemptId: attempt,
      student: { username: 'alice' },
      caseId: CASE,
      pointID: 1201,
      reasons: ['studentAsked'],
      note: 'I split the lamp order as the task asked.',
    });
    expect(
      (await queue('teacher01', { classId: 'cA', caseId: 'temu-stock-count' })).json().data,
    ).toEqual({ attempts: 0, items: [] });
    expect((await queue('teacher02')).statusCode).toBe(403);
    expect((await queue('alice')).statusCode).toBe(403);
    expect((await queue('teacher01', { classId: 'nope' })).statusCode).toBe(404);

    const o = await h.post(
      '/api/Teacher/Override',
      {
        attemptId: attempt,
        pointID: 1201,
        sourceID: null,
        earned: null,
        reason: 'The split kept both lamps together.',
      },
      tokens.teacher01,
    );
    expect(o.statusCode, o.body).toBe(200);
    const after = (await queue()).json().data as ReviewQueueData;
    expect(after.items.some((i) => i.pointID === 1201)).toBe(false);
    const view = await h.post(
      '/api/PracticeTraining/ViewResolution',
      { userCaseID: attempt },
      tokens.alice,
    );
    expect(
      (view.json().data.breakdown as ScoreBreakdown).points.find((p) => p.pointID === 1201)?.review
        ?.answer,
    ).toMatchObject({ reason: 'The split kept both lamps together.', by: 'teacher01' });
  });

  it('offers no second opinion without a language model', async () => {
    const f = await h.post('/api/Teacher/ReviewFeatures', {}, tokens.teacher01);
    expect(f.json().data).toEqual({ secondOpinion: false });
    const r = await h.post(
      '/api/Teacher/SecondOpinion',
      { attemptId: attempt, pointID: 1203, sourceID: null, lang: 'en' },
      tokens.teacher01,
    );
    expect([r.statusCode, r.json().message]).toEqual([404, 'teacher.opinion.error.off']);
  });
});

describe('a second opinion from a language model', () => {
  let h: Harness;
  let tokens: Record<string, string>;
  let attempt: string;
  let answer: (r: FakeRequest) => FakeReply = () => '';
  let llm: Awaited<ReturnType<typeof fakeLlm>>;
  beforeAll(async () => {
    llm = await fakeLlm((r) => answer(r));
    ({ h, tokens, attempt } = await setUp({
      url: `${llm.url}/v1/`,
      model: 'tiny',
      apiKey: 'k-123',
      timeoutMs: 5_000,
    }));
  });
  afterAll(async () => {
    await h.close();
    await llm.close();
  });
  const opinion = (pointID = 1203, who = 'teacher01') =>
    h.post(
      '/api/Teacher/SecondOpinion',
      { attemptId: attempt, pointID, sourceID: null, lang: 'zh' },
      tokens[who],
    );

  it('asks the model about the reply by the rubric’s criteria and reads its answer', async () => {
    expect((await h.post('/api/Teacher/ReviewFeatures', {}, tokens.teacher01)).json().data).toEqual(
      {
        secondOpinion: true,
      },
    );
    answer = () =>
      JSON.stringify({
        criteria: [
          { criterion: 'anyOf', ok: true, reason: '说明了缺货和 5 天' },
          { criterion: 'length', ok: true, reason: '长度合适' },
          { criterion: 'charm', ok: false, reason: 'not a criterion of the rubric' },
        ],
        earned: 99,
        summary: '备注清楚。',
      });
    const before = (await h.storage.readStream(attempt)).length;
    const r = await opinion();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({
      model: 'tiny-fake',
      criteria: [
        { criterion: 'anyOf', ok: true, reason: '说明了缺货和 5 天' },
        { criterion: 'length', ok: true, reason: '长度合适' },
      ],
      earned: 10,
      summary: '备注清楚。',
    });
    const sent = llm.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer k-123');
    expect(sent.body).toMatchObject({ model: 'tiny', temperature: 0 });
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    expect(sent.body.messages[0]!.content).toContain('Simplified Chinese');
    expect(sent.body.messages[1]!.content).toContain(REMARK);
    expect(sent.body.messages[1]!.content).toContain('- anyOf:');
    // A suggestion changes nothing until the teacher confirms it as an override.
    expect((await h.storage.readStream(attempt)).length).toBe(before);
  });

  it('says when the model is unreachable or answers nonsense, and refuses a point without text', async () => {
    answer = () => ({ status: 500, body: '{"error":"overloaded"}' });
    const down = await opinion();
    expect([down.statusCode, down.json().message]).toEqual([
      503,
      'teacher.opinion.error.unavailable',
    ]);
    answer = () => 'I think it is fine!';
    const bad = await opinion();
    expect([bad.statusCode, bad.json().message]).toEqual([502, 'teacher.opinion.error.badAnswer']);
    answer = () => JSON.stringify({ criteria: [], earned: 5 });
    expect((await opinion()).statusCode).toBe(502);
    const noText = await opinion(1201);
    expect([noText.statusCode, noText.json().message]).toEqual([
      422,
      'teacher.opinion.error.noText',
    ]);
    expect((await opinion(1203, 'teacher02')).statusCode).toBe(403);
    expect((await opinion(1203, 'alice')).statusCode).toBe(403);
  });
});
