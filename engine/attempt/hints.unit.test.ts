/**
 * Hints: opened in order, each costing its points once, never in an exam; the score pays them
 * from the capped total and lists them in the analysis.
 */
import { describe, expect, it } from 'vitest';
import { evolveAll } from './evolve.ts';
import { initialState } from './state.ts';
import { given, loadCase, stamp } from '../testing/fixtures.ts';
import { Session } from '../testing/session.ts';
import { handle, startEvents } from '../play.ts';
import { isRejection } from '../core/envelope.ts';
import { decide } from './decide.ts';
import { hintsView } from './hints.ts';
import { createRng } from '../core/random.ts';

const s = loadCase('amazon-partial-stock');
const cost = (i: number) => s.hints![i]!.cost;

describe('hints', () => {
  it('opens the next hint with its cost, once: a second open changes nothing', () => {
    given(s)
      .when({ type: 'OpenHint', index: 0 })
      .then([{ type: 'HintOpened', data: { index: 0, cost: cost(0) } }]);
    given(s, [{ type: 'HintOpened', data: { index: 0, cost: cost(0) } }])
      .when({ type: 'OpenHint', index: 0 })
      .then([]);
  });

  it('refuses a hint out of order, one the case does not have, and any in an exam', () => {
    given(s).when({ type: 'OpenHint', index: 1 }).rejects('attempt.error.hintOrder', { index: 1 });
    given(s)
      .when({ type: 'OpenHint', index: 7 })
      .rejects('attempt.error.unknownHint', { index: 8 });
    const exam = evolveAll(
      initialState(s),
      stamp([{ type: 'AttemptStarted', data: { scenarioId: s.id, seed: 1, mode: 'exam' } }]),
    );
    const d = decide(
      { type: 'OpenHint', index: 0 },
      { scenario: s, state: exam, now: '2026-03-02T01:00:00.000Z', rng: createRng(1) },
    );
    expect(d).toMatchObject({ messageKey: 'attempt.error.noHintsInExam' });
  });

  it('is read with the task: opening a hint does not start a waiting clock, acting does', () => {
    const now = '2026-03-02T01:00:00.000Z';
    const meta = { now, actor: { kind: 'student', id: 'u1' } } as const;
    const first = startEvents(
      s,
      { scenarioId: s.id, seed: 1, mode: 'practice', clockStarts: 'onTaskClosed' },
      now,
    );
    const waiting = evolveAll(initialState(s), stamp(first, meta));
    const hinted = handle(s, waiting, { type: 'OpenHint', index: 0 }, meta);
    if (isRejection(hinted)) throw new Error(hinted.messageKey);
    expect(hinted.events.map((e) => e.type)).toEqual(['HintOpened']);
    expect(hinted.state.clockStartedAt).toBeNull();
    const acted = handle(
      s,
      hinted.state,
      { type: 'MarkGift', orderNo: '112-6104-2290', gift: true },
      meta,
    );
    if (isRejection(acted)) throw new Error(acted.messageKey);
    expect(acted.events[0]?.type).toBe('CaseClockStarted');
    expect(acted.state.clockStartedAt).toBe(now);
  });

  it('costs its points in the score, shown with the hints opened', () => {
    const full = new Session(s);
    const play = (p: Session) => {
      p.do({ type: 'SplitOrder', orderNo: '112-3941-7781', sku: 'LAMP-01', qty: 1 });
      p.do({
        type: 'ShipOrder',
        orderNo: '112-3941-7781',
        carrier: 'fedex',
        trackingNo: 'FX99887766',
      });
      p.do({
        type: 'RemarkOrder',
        orderNo: '112-3941-7781-S1',
        remark: 'Out of stock: ships within 5 days after the restock arrives',
      });
      p.do({ type: 'ShipOrder', orderNo: '112-6104-2290', carrier: 'ups', trackingNo: '1Z999' });
    };
    play(full);
    expect(full.score().score).toBe(100);
    expect(full.score().hints).toEqual([]);

    const helped = new Session(s);
    helped.do({ type: 'OpenHint', index: 0 });
    helped.do({ type: 'OpenHint', index: 1 });
    helped.do({ type: 'OpenHint', index: 1 });
    play(helped);
    const b = helped.score();
    expect(b.score).toBe(100 - cost(0) - cost(1));
    expect(b.hints.map((h) => [h.index, h.cost])).toEqual([
      [0, cost(0)],
      [1, cost(1)],
    ]);
    expect(b.hints[1]!.text.en).toContain('112-3941-7781');
  });
});

describe('hintsView', () => {
  it('lists every hint with its cost, the text only once opened, and what was spent', () => {
    const opened = given(s, [{ type: 'HintOpened', data: { index: 0, cost: cost(0) } }]).state;
    const view = hintsView(s, opened);
    expect(view.spent).toBe(cost(0));
    expect(view.list.map((h) => [h.index, h.opened, h.text !== null])).toEqual(
      s.hints!.map((_, i) => [i, i === 0, i === 0]),
    );
    expect(view.list[0]?.text).toEqual(s.hints![0]!.text);
  });

  it('shows an exam no hint at all', () => {
    const exam = evolveAll(
      initialState(s),
      stamp([{ type: 'AttemptStarted', data: { scenarioId: s.id, seed: 1, mode: 'exam' } }]),
    );
    expect(hintsView(s, exam)).toEqual({ list: [], spent: 0 });
  });
});
