/**
 * Mail replay throughput: plays amazon-late-parcel through the engine (handle, as the server
 * does) with a student who writes a lot of mail — replies and new mails to the scripted buyer,
 * mails to another buyer and to an address nobody has (bounces), drafts sent later, scheduled
 * mails, flags, the trash — while time passes and the timers fire, then replays the log.
 */
import { readFileSync } from 'node:fs';
import {
  handle,
  initialState,
  evolveAll,
  isRejection,
  nextDue,
  replay,
  scoreAttempt,
  startEvents,
  type AttemptState,
  type Command,
  type Envelope,
  type Metadata,
} from '../engine/index.ts';
import { parseScenario } from '../engine/scenario/parse.ts';
import type { Scenario } from '../schemas/scenario.ts';

const CASE = 'amazon-late-parcel';
const ANNA = 'anna.schmidt@example.com';
const MARCUS = 'm.reed@example.com';
const NOBODY = 'warehouse@partner-logistics.example';
const ORDER = '113-5520193-7781';
const TRACKING = '1Z999AA10123456784';
/** Real instant the attempt starts, and real time between two student commands. */
const T0 = '2026-01-05T01:00:00.000Z';
const STEP_MS = 2_000;
/**
 * Mails kept in the attempt: past this many the student empties old mail into the trash and
 * purges it, so the mailbox stays the size of a busy one instead of growing with the log.
 */
export const MAIL_CAP = 200;

export const loadCase = (id: string): Scenario => {
  const path = new URL(`../scenarios/cases/${id}.yaml`, import.meta.url);
  const r = parseScenario(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.errors)}`);
  return r.scenario;
};

const OPENINGS = [
  'Hello Anna,',
  'Dear Anna,',
  'Hi Anna, thank you for your message.',
  'Good morning Anna,',
  'Hello again Anna,',
];
const MIDDLES = [
  'we are checking the status of your parcel with the carrier and will update you shortly.',
  'your aroma diffuser left our warehouse on March 3 and is on its way to Chicago.',
  'the carrier reports a short delay in the Midwest because of the weather this week.',
  'I have asked our logistics team to look into the delivery scan history today.',
  'your order is marked as shipped; we are waiting for the next scan from the carrier.',
  'we understand it is a birthday present and we are doing what we can to speed it up.',
  'if the parcel does not arrive within three days we will send a replacement at no cost.',
];
const CLOSINGS = [
  'Best regards, Sunny Home US',
  'Kind regards, the Sunny Home team',
  'Thanks, Sunny Home US support',
];

/** A body of 100–400 characters, different from mail to mail, never the tracking number. */
const bodyOf = (i: number) =>
  [
    OPENINGS[i % OPENINGS.length],
    MIDDLES[i % MIDDLES.length],
    i % 3 === 0 ? MIDDLES[(i + 3) % MIDDLES.length] : '',
    `(ref ${i})`,
    CLOSINGS[i % CLOSINGS.length],
  ]
    .filter(Boolean)
    .join(' ');

/** One attempt played as the server plays it: commands a couple of real seconds apart. */
class Play {
  readonly scenario: Scenario;
  state: AttemptState;
  readonly events: Envelope[] = [];
  refused = 0;
  private ms = Date.parse(T0);
  private readonly startMs = Date.parse(T0);

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    const metadata = this.meta('student');
    const first = startEvents(
      scenario,
      { scenarioId: scenario.id, seed: 1, mode: 'practice' },
      metadata.now,
    ).map((e) => ({ ...e, metadata }) as Envelope);
    this.state = evolveAll(initialState(scenario), first);
    this.events.push(...first);
  }

  private meta(kind: 'student' | 'system'): Metadata {
    return {
      now: new Date(this.ms).toISOString(),
      actor: kind === 'student' ? { kind, id: 'bench' } : { kind, id: 'clock' },
    };
  }

  /** Sim time now plus `minutes` (for a scheduled mail). */
  simIn(minutes: number) {
    const sim =
      Date.parse(this.scenario.clock.start) + (this.ms - this.startMs) * this.scenario.clock.speed;
    return new Date(sim + minutes * 60_000).toISOString();
  }

  /** FireDueTimers until nothing is due, each timer stamped with its due instant. */
  fireDue() {
    for (;;) {
      const due = nextDue(this.state.timers);
      if (!due || due > new Date(this.ms).toISOString()) return;
      const r = handle(
        this.scenario,
        this.state,
        { type: 'FireDueTimers' },
        {
          now: due,
          actor: { kind: 'system', id: 'clock' },
        },
      );
      if (isRejection(r) || r.events.length === 0) return;
      this.events.push(...r.events);
      this.state = r.state;
    }
  }

  wait(simMinutes: number) {
    this.ms += (simMinutes * 60_000) / this.scenario.clock.speed;
    this.fireDue();
  }

  do(cmd: Command) {
    this.ms += STEP_MS;
    this.fireDue();
    const r = handle(this.scenario, this.state, cmd, this.meta('student'));
    if (isRejection(r)) {
      this.refused += 1;
      return [];
    }
    this.events.push(...r.events);
    this.state = r.state;
    return r.events;
  }

  /** Visible mails of a box, oldest first. */
  box(box: string) {
    return Object.values(this.state.mail.byId)
      .filter((m) => m.box === box && !m.hidden)
      .sort((a, b) => a.seq - b.seq);
  }
}

type Send = Extract<Command, { type: 'SendMail' }>;
const toAnna = (i: number, extra: Partial<Send> = {}): Send => ({
  type: 'SendMail',
  to: [ANNA],
  store: 'us1',
  subject: `Re: Where is my order ${ORDER}?`,
  body: bodyOf(i),
  ...extra,
});

/** The commands of step i (ten kinds in turn); reads the state for the ids it acts on. */
const commandOf = (p: Play, i: number, cap: number): Command[] => {
  const latestFromAnna = () =>
    p
      .box('inbox')
      .filter((m) => m.buyer === 'b1' && m.kind === 'buyer')
      .at(-1)?.id ?? 'm1';
  switch (i % 10) {
    case 0:
      return [toAnna(i, { replyTo: latestFromAnna() })];
    case 1:
      return [toAnna(i, { subject: `Your order ${ORDER}: update ${i}` })];
    case 2: {
      const ids = p
        .box('sent')
        .slice(-3)
        .map((m) => m.id);
      const inbox = p
        .box('inbox')
        .slice(-2)
        .map((m) => m.id);
      return [
        ...(ids.length ? [{ type: 'MarkMails' as const, ids, starred: i % 20 === 2 }] : []),
        ...(inbox.length ? [{ type: 'MarkMails' as const, ids: inbox, read: true }] : []),
      ];
    }
    case 3:
      return [
        {
          type: 'SaveDraft',
          to: [ANNA],
          store: 'us1',
          subject: `Draft about ${ORDER} (${i})`,
          body: bodyOf(i + 1).slice(0, 80),
        },
      ];
    case 4: {
      const draft = p.box('draft')[0];
      return draft ? [toAnna(i, { draftId: draft.id })] : [];
    }
    case 5:
      return [
        {
          type: 'SendMail',
          to: [MARCUS],
          store: 'us1',
          subject: 'Re: Thanks!',
          body: `Hi Marcus, glad you like the oil set! ${bodyOf(i).slice(0, 120)}`,
          replyTo: 'm2',
        },
      ];
    case 6: {
      const old = p
        .box('sent')
        .slice(0, 2)
        .map((m) => m.id);
      return old.length ? [{ type: 'DeleteMails', ids: old }] : [];
    }
    case 7: {
      const trash = p.box('trash');
      return trash.length ? [{ type: 'RestoreMails', ids: [trash[0]!.id] }] : [];
    }
    case 8: {
      // Empty the trash (for good), and past `cap` mails move the oldest mail there.
      const count = Object.keys(p.state.mail.byId).length;
      const trash = p.box('trash').map((m) => m.id);
      const old =
        count > cap
          ? [...p.box('sent'), ...p.box('inbox').filter((m) => m.kind === 'bounce')]
              .sort((a, b) => a.seq - b.seq)
              .slice(0, Math.min(200, count - cap + 10))
              .map((m) => m.id)
          : [];
      return [trash.slice(0, 200), old].flatMap((ids) =>
        ids.length ? [{ type: 'DeleteMails' as const, ids }] : [],
      );
    }
    default:
      return i % 20 === 9
        ? [toAnna(i, { cc: [NOBODY], subject: `Your order ${ORDER}, cc logistics` })]
        : [toAnna(i, { sendAt: p.simIn(30), subject: `Later: your order ${ORDER}` })];
  }
};

/** Builds a log of about `count` events by live play (see the file comment). */
export const buildMailLog = (scenario: Scenario, count: number, cap = MAIL_CAP) => {
  const p = new Play(scenario);
  // First answer without the tracking number: the buyer writes back and starts chasing.
  p.do(toAnna(-1, { replyTo: 'm1', body: 'Hello Anna, we are looking into it.' }));
  p.wait(15);
  for (let i = 0; p.events.length < count; i += 1) {
    for (const cmd of commandOf(p, i, cap)) p.do(cmd);
  }
  // Scheduled mails go out first (a later mail to the buyer would be the one graded); then the
  // answer the case wants, and the buyer, satisfied, says so 10 sim minutes later.
  p.wait(60);
  p.do(
    toAnna(0, {
      replyTo: 'm1',
      body: `Sorry for the wait, Anna! Your parcel is with UPS, tracking number ${TRACKING}. It should arrive on March 7.`,
    }),
  );
  p.wait(15);
  return { log: p.events, refused: p.refused, live: p.state };
};

export const benchMailReplay = (count = 100_000, cap = MAIL_CAP) => {
  const scenario = loadCase(CASE);
  const t0 = performance.now();
  const { log, refused, live } = buildMailLog(scenario, count, cap);
  const buildMs = performance.now() - t0;
  const runs: number[] = [];
  let score = 0;
  let state: AttemptState | undefined;
  for (let i = 0; i < 3; i += 1) {
    const t = performance.now();
    const r = replay(scenario, log);
    runs.push(performance.now() - t);
    score = r.breakdown.score;
    state = r.state;
  }
  const best = Math.min(...runs);
  // The two halves of a replay: folding the events, and scoring them (rubrics that pick the
  // best of many mails grade every matching one).
  const f = performance.now();
  const folded = evolveAll(initialState(scenario), log);
  const foldMs = performance.now() - f;
  const s0 = performance.now();
  scoreAttempt(scenario, log, folded);
  const scoreMs = performance.now() - s0;
  const mails = Object.values(state!.mail.byId);
  const kinds: Record<string, number> = {};
  for (const e of log) kinds[e.type] = (kinds[e.type] ?? 0) + 1;
  return {
    events: log.length,
    buildMs,
    replayMs: best,
    foldMs,
    scoreMs,
    eventsPerSecond: Math.round(log.length / (best / 1000)),
    score,
    mails: mails.length,
    buyerMails: mails.filter((m) => m.kind === 'buyer').length,
    mailsSent: kinds.MailSent ?? 0,
    outcome: state!.mail.conversations.b1?.outcome ?? null,
    refused,
    /** The replayed state equals the one live play reached (replay is exact). */
    same: JSON.stringify(state) === JSON.stringify(live),
    cap,
    kinds,
  };
};
