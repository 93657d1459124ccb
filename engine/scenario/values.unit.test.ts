/** Conditions no play can meet are refused by validate: values a field never takes, rubrics no text passes. */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/scenario.ts';
import { loadCase } from '../testing/fixtures.ts';
import { semanticErrors } from './semantic.ts';

const mail = loadCase('shopee-thank-you');
const orders = loadCase('amazon-partial-stock');
/** The case with one scoring rule changed. */
const withRule = (s: Scenario, point: number, change: (r: Scenario['scoring'][number]) => void) => {
  const copy = structuredClone(s);
  change(copy.scoring.find((r) => r.point === point)!);
  return semanticErrors(copy).map((e) => `${e.path.join('.')}: ${e.message}`);
};

describe('values a field never takes', () => {
  it('accepts the shipped cases', () => {
    expect(semanticErrors(mail)).toEqual([]);
    expect(semanticErrors(orders)).toEqual([]);
  });
  it('refuses a final outcome, status or flag that does not exist', () => {
    const outcome = withRule(mail, 4304, (r) => {
      r.when = { final: { entity: 'conversation', key: 'b2', match: { outcome: 'happy' } } };
    });
    expect(outcome).toEqual([
      expect.stringMatching(
        /when\.final\.match\.outcome: "happy" is never a value of conversation\.outcome \(one of: "satisfied"/,
      ),
    ]);
    const status = withRule(orders, 1204, (r) => {
      r.when = {
        final: { entity: 'order', key: '112-6104-2290', match: { status: 'pendingShiping' } },
      };
    });
    expect(status.join('\n')).toMatch(/"pendingShiping" is never a value of order\.status/);
    const flag = withRule(mail, 4301, (r) => {
      r.when = { final: { entity: 'mail', key: 'm1', match: { noReply: 'yes' } } };
    });
    expect(flag.join('\n')).toMatch(/"yes" is never a value of mail\.noReply/);
  });
  it("refuses a conversation state the buyer's script does not have", () => {
    const state = withRule(mail, 4304, (r) => {
      r.when = { final: { entity: 'conversation', key: 'b2', match: { state: 'happyEnd' } } };
    });
    expect(state.join('\n')).toMatch(
      /"happyEnd" is never a value of conversation\.state \(one of: "waiting"/,
    );
  });
  it('refuses an event value its schema refuses', () => {
    const errors = withRule(orders, 1201, (r) => {
      r.when = { event: 'OrderCancelled', match: { previousStatus: 'pendingShiping' } };
    });
    expect(errors.join('\n')).toMatch(
      /"pendingShiping" is never a value of OrderCancelled\.previousStatus/,
    );
  });
});

describe('rubrics no text can pass', () => {
  it('refuses a required phrase holding a forbidden one, and crossed bounds', () => {
    const errors = withRule(mail, 4303, (r) => {
      r.rubric = {
        ...r.rubric!,
        mustInclude: ['260608HK3T9QZW', 'free gift'],
        forbidden: ['gift'],
        anyOf: [['refund', 'gift card'], ['tomorrow']],
        minWords: 60,
        maxWords: 50,
      };
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'scoring.2.rubric.mustInclude.1: "free gift" is required but holds the forbidden "gift"',
        'scoring.2.rubric.minWords: minWords 60 is above maxWords 50',
      ]),
    );
    const group = withRule(mail, 4303, (r) => {
      r.rubric = { ...r.rubric!, forbidden: ['refund'], anyOf: [['full refund', 'refund today']] };
    });
    expect(group.join('\n')).toMatch(
      /anyOf\.0: every phrase of this group holds a forbidden phrase/,
    );
  });
});
