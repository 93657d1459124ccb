/**
 * Partial credit: without weights a rubric earns passed checks over all checks (as before);
 * with weights, each criterion weighs what the author says, shared by its checks. And the
 * scoring tells the reply checks whom the text answers (the buyer's name) and which stores sign.
 */
import { describe, expect, it } from 'vitest';
import type { RubricCheck } from '../../schemas/api/practice.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { replay } from '../attempt/replay.ts';
import { loadCase, stamp, started } from '../testing/fixtures.ts';
import { checkRubric, rubricEarned } from './rubric.ts';

const check = (kind: RubricCheck['kind'], ok: boolean, weight?: number): RubricCheck => ({
  kind,
  expected: '',
  ok,
  ...(weight !== undefined ? { weight } : {}),
});

describe('rubricEarned', () => {
  it('without weights: passed checks over all checks, rounded down', () => {
    const checks = [check('mustInclude', true), check('greeting', false), check('tone', true)];
    expect(rubricEarned(30, checks)).toBe(20);
    expect(rubricEarned(30, [])).toBe(30);
  });
  it('with weights: each criterion weighs its weight, shared equally by its checks', () => {
    // facts 3 (2 of 3 found = 2), structure 2 (all four parts = 2), tone 1 (failed = 0): 4 of 6.
    const checks = [
      check('mustInclude', true, 3),
      check('mustInclude', true, 3),
      check('mustInclude', false, 3),
      ...(['greeting', 'acknowledge', 'nextStep', 'closing'] as const).map((k) =>
        check(k, true, 2),
      ),
      check('tone', false, 1),
    ];
    expect(rubricEarned(30, checks)).toBe(20);
    // Thirds add up to a whole point, not a hair below it.
    expect(rubricEarned(30, checks.slice(0, 2).concat(check('mustInclude', true, 3)))).toBe(30);
  });
  it('earns the point when every weight is 0 (the checks are shown, not graded)', () => {
    expect(rubricEarned(10, [check('tone', false, 0)])).toBe(10);
  });
});

describe('checkRubric with weights', () => {
  it('puts the criterion’s weight on each check, 1 for a criterion not named', () => {
    const checks = checkRubric(
      { mustInclude: ['refund'], minWords: 3, tone: true, weights: { mustInclude: 2, length: 0 } },
      'Your refund is on its way.',
    );
    expect(checks.map((c) => [c.kind, c.weight])).toEqual([
      ['mustInclude', 2],
      ['minWords', 0],
      ['tone', 1],
    ]);
  });
});

describe('a reply graded in a case', () => {
  const mail = loadCase('amazon-late-parcel');
  const sent = (body: string): DomainEvent => ({
    type: 'MailSent',
    data: {
      id: 'M-1',
      store: 'us1',
      to: ['b1'],
      cc: [],
      subject: 'Your order 113-5520193-7781',
      body,
      replyTo: null,
      orderNo: null,
      buyers: ['b1'],
      buyer: 'b1',
      unknown: [],
      at: '2026-03-02T09:00:00.000Z',
      responseMinutes: null,
      draftId: null,
      scheduled: false,
    },
  });
  const asReply: Scenario = {
    ...mail,
    scoring: [
      {
        point: 9001,
        page: 'Mail',
        score: 60,
        content: { en: 'A reply a team lead would send' },
        when: { event: 'MailSent', match: { buyer: 'b1' } },
        rubric: {
          field: 'body',
          mustInclude: ['1Z999AA10123456784'],
          structure: ['greeting', 'acknowledge', 'nextStep', 'closing'],
          sentences: true,
          tone: true,
          weights: { mustInclude: 2, structure: 2, sentences: 1, tone: 1 },
        },
      },
    ],
  };
  const point = (body: string) =>
    replay(asReply, stamp([started, sent(body)])).breakdown.points.find((p) => p.pointID === 9001)!;

  it('greets the case’s buyer by name and signs with its store', () => {
    const p = point(
      'Hello Anna, I am sorry the parcel is late. Its UPS tracking number is 1Z999AA10123456784, and UPS will deliver it by Saturday. Best regards, Sunny Home US',
    );
    expect(p.checks.find((c) => c.kind === 'greeting')).toMatchObject({
      expected: 'Anna Schmidt',
      ok: true,
    });
    expect(p.earned).toBe(60);
  });
  it('gives a keyword-stuffed reply what its checks earn, and nothing when sentences must pass', () => {
    const p = point('1Z999AA10123456784 sorry');
    // facts 2, acknowledge (a quarter of structure's 2) 0.5, a tone with nothing rude 1: 3.5 of 6.
    expect(p.earned).toBe(35);
    expect(p.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual([
      'greeting',
      'nextStep',
      'closing',
      'sentences',
    ]);
    const rule = asReply.scoring[0]!;
    const strict: Scenario = {
      ...asReply,
      scoring: [{ ...rule, rubric: { ...rule.rubric!, mustPass: ['sentences'] } }],
    };
    const gated = replay(strict, stamp([started, sent('1Z999AA10123456784 sorry')])).breakdown;
    expect(gated.points[0]).toMatchObject({ earned: 0, hit: false });
    expect(gated.points[0]!.checks.find((c) => c.kind === 'sentences')).toMatchObject({
      ok: false,
      mustPass: true,
    });
  });
});
