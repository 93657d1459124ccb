/** Engine replay throughput: builds a 100k-event order log by live play, then replays it. */
import { produce } from 'immer';
import {
  createRng,
  decide,
  initialState,
  isRejection,
  replay,
  type AttemptState,
  type Envelope,
} from '../engine/index.ts';
import { evolveDraft } from '../engine/attempt/evolve.ts';
import type { Scenario } from '../schemas/scenario.ts';
import type { OrderCommand } from '../schemas/orders/domain.ts';

const ORDERS = 2_000;

export const bigScenario = (): Scenario => ({
  schemaVersion: 1,
  id: 'bench',
  title: { en: 'bench' },
  description: { en: 'bench' },
  require: [{ en: 'bench' }],
  caseType: 'orderWarehousing',
  modules: ['orders'],
  totalScore: 100,
  passScore: 60,
  clock: { start: '2026-01-01T00:00:00Z', speed: 1 },
  stores: [{ id: 's1', platform: 'amazon', name: 'Bench' }],
  buyers: [{ id: 'b1', name: 'Buyer' }],
  world: {
    orders: Array.from({ length: ORDERS }, (_, i) => ({
      no: `O-${i}`,
      store: 's1',
      buyer: 'b1',
      status: 'pendingShipment' as const,
      createdAt: '2026-01-01T00:00:00Z',
      items: [{ sku: 'SKU-1', qty: 5, price: 10 }],
      freight: 1,
      receiver: { name: 'B', address: 'A', country: 'C' },
    })),
    stock: [
      {
        sku: 'SKU-1',
        name: { en: 'Thing' },
        qty: 1_000_000,
        price: 10,
        status: 'forSale',
        store: 's1',
      },
    ],
  },
  scoring: [
    {
      point: 1,
      page: 'orderSlove',
      score: 50,
      content: { en: 'a' },
      when: { event: 'OrderShipped', match: { orderNo: 'O-1' } },
    },
    {
      point: 2,
      page: 'orderSlove',
      score: 50,
      content: { en: 'b' },
      when: { event: 'OrderRemarked' },
      rubric: { field: 'remark', mustInclude: ['stock'] },
    },
  ],
});

/**
 * Builds a log by deciding each command on the current state, inside one immer draft so the
 * generator stays linear (the engine's decide and evolve, without a copy per step).
 */
export const buildLog = (scenario: Scenario, count: number): Envelope[] => {
  const metadata = {
    now: '2026-01-01T00:00:00.000Z',
    actor: { kind: 'student' as const, id: 'bench' },
  };
  const started: Envelope = {
    type: 'AttemptStarted',
    data: { scenarioId: 'bench', seed: 1, mode: 'practice' },
    metadata,
  };
  const log: Envelope[] = [started];
  const rng = createRng(1);
  produce(initialState(scenario), (draft) => {
    evolveDraft(draft, started);
    for (let i = 0; log.length < count; i += 1) {
      const no = `O-${i % ORDERS}`;
      const round = Math.floor(i / ORDERS);
      const cmd: OrderCommand =
        round % 3 === 0
          ? { type: 'RemarkOrder', orderNo: no, remark: `out of stock ${round}` }
          : round % 3 === 1
            ? { type: 'MarkGift', orderNo: no, gift: round % 2 === 1 }
            : { type: 'SplitOrder', orderNo: no, sku: 'SKU-1', qty: 1 };
      const d = decide(cmd, { scenario, state: draft as AttemptState, now: metadata.now, rng });
      if (isRejection(d)) continue;
      for (const e of d) {
        const env = { ...e, metadata } as Envelope;
        evolveDraft(draft, env);
        log.push(env);
      }
    }
  });
  return log.slice(0, count);
};

export const benchReplay = (count = 100_000) => {
  const scenario = bigScenario();
  const t0 = performance.now();
  const log = buildLog(scenario, count);
  const buildMs = performance.now() - t0;
  const runs: number[] = [];
  let score = 0;
  for (let i = 0; i < 3; i += 1) {
    const t = performance.now();
    score = replay(scenario, log).breakdown.score;
    runs.push(performance.now() - t);
  }
  const best = Math.min(...runs);
  return {
    events: log.length,
    buildMs,
    replayMs: best,
    eventsPerSecond: Math.round(log.length / (best / 1000)),
    score,
  };
};
