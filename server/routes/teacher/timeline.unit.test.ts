/** Unit tests: teacher timeline sentences; teacher timeline. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Envelope, Metadata } from '../../../engine/index.ts';
import { loadCase } from '../../../engine/testing/fixtures.ts';
import { EVENT_DATA, type DomainEvent } from '../../../schemas/events.ts';
import type { SentenceValue } from '../../../schemas/api/timeline.ts';
import { sentenceKey, timeline } from './timeline.ts';
import { EVENT_TYPES } from './timelineSentences.ts';

type Messages = { [k: string]: string | Messages };
const web = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Messages;
const merge = (a: Messages, b: Messages): Messages => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const have = out[k];
    out[k] = have && typeof have !== 'string' && typeof v !== 'string' ? merge(have, v) : v;
  }
  return out;
};
/** A language's messages as the signed-in pages have them: main file and module fragments. */
const messages = (lang: string) =>
  readdirSync(`${web}modules`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${web}modules/${d.name}/locales/${lang}.json`)
    .filter((p) => {
      try {
        readFileSync(p);
        return true;
      } catch {
        return false;
      }
    })
    .reduce((acc, p) => merge(acc, read(p)), read(`${web}locales/${lang}.json`));
const lookup = (m: Messages, key: string) =>
  key
    .split('.')
    .reduce<Messages | string | undefined>(
      (d, k) => (d && typeof d !== 'string' ? d[k] : undefined),
      m,
    );
const LANGS = { en: messages('en'), zh: messages('zh') };

const scenario = loadCase('shopee-thank-you');
const startedAt = '2026-03-02T01:00:00.000Z';
const student: Metadata['actor'] = { kind: 'student', id: 'u1' };
const at = (minutes: number, actor = student): Metadata => ({
  now: new Date(Date.parse(startedAt) + minutes * 60_000).toISOString(),
  actor,
});
const stamp = (e: DomainEvent, metadata: Metadata) => ({ ...e, metadata }) as Envelope;

/** A value of a schema: an option of each union, every required field, a list of one. */
type Schema = {
  anyOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};
const sample = (s: Schema): unknown => {
  if (s.anyOf) return sample(s.anyOf.find((o) => o.type !== 'null') ?? s.anyOf[0]!);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.type === 'object')
    return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties![k]!)]));
  if (s.type === 'array') return [sample(s.items!)];
  if (s.type === 'string') return 'x';
  if (s.type === 'integer' || s.type === 'number') return 1;
  if (s.type === 'boolean') return true;
  return null;
};

/** Every key a sentence value asks the viewer's language for. */
const keysIn = (v: SentenceValue): string[] =>
  typeof v === 'object' && 't' in v ? [v.t] : typeof v === 'object' && 'ts' in v ? v.ts : [];

describe('teacher timeline sentences', () => {
  it('cover every event type, each with a sentence in zh and en', () => {
    expect([...EVENT_TYPES].sort()).toEqual(Object.keys(EVENT_DATA).sort());
    for (const type of Object.keys(EVENT_DATA)) {
      for (const [lang, m] of Object.entries(LANGS)) {
        expect({ type, lang, sentence: typeof lookup(m, sentenceKey(type)) }).toEqual({
          type,
          lang,
          sentence: 'string',
        });
      }
    }
  });

  it('fill every placeholder of every sentence, with message keys that exist', () => {
    for (const [type, schema] of Object.entries(EVENT_DATA)) {
      const data = sample(schema as Schema) as DomainEvent['data'];
      const [entry] = timeline(scenario, startedAt, [stamp({ type, data } as DomainEvent, at(1))]);
      const { key, params } = entry!.sentence;
      for (const [lang, m] of Object.entries(LANGS)) {
        const text = lookup(m, key) as string;
        const wanted = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((x) => x[1]!);
        expect({ type, lang, missing: wanted.filter((w) => !(w in params)) }).toEqual({
          type,
          lang,
          missing: [],
        });
        const asked = Object.values(params).flatMap(keysIn);
        const unknown = asked.filter((k) => typeof lookup(m, k) !== 'string');
        expect({ type, lang, unknown }).toEqual({ type, lang, unknown: [] });
      }
    }
  });
});

describe('teacher timeline', () => {
  const buyer = scenario.buyers[0]!;
  const store = scenario.stores[0]!;
  const mail: DomainEvent = {
    type: 'MailReceived',
    data: {
      id: 'm9',
      store: store.id,
      kind: 'buyer',
      from: 'someone@example.com',
      buyer: buyer.id,
      subject: { en: 'Where is my parcel?', zh: '我的包裹在哪？' },
      body: { en: 'It has not come.', zh: '还没到。' },
      orderNo: null,
      at: '2026-03-02T09:00:00.000+08:00',
    },
  };

  it('names buyers and stores, keeps what the buyer says by language, on the sim clock', () => {
    const [e] = timeline(scenario, startedAt, [stamp(mail, at(2))]);
    expect(e).toMatchObject({
      version: 1,
      type: 'MailReceived',
      actor: 'buyer',
      clock: 'sim',
      internal: false,
      sentence: {
        key: 'mail.event.MailReceived',
        params: {
          from: buyer.name,
          store: store.name,
          subject: { text: { en: 'Where is my parcel?', zh: '我的包裹在哪？' } },
        },
      },
    });
    // Two real minutes at the case's speed from its start.
    const sim = Date.parse(scenario.clock.start) + 2 * 60_000 * scenario.clock.speed;
    expect(Date.parse(e!.at)).toBe(sim);
  });

  it('derives the actor from the event: buyer, platform, counterparty, system, student', () => {
    const d = { id: 'd1', orderNo: 'o1', buyer: buyer.id, at: '2026-03-02T09:00:00Z' };
    const events: DomainEvent[] = [
      { type: 'DisputeBuyerSaid', data: { ...d, say: { en: 'No.' } } },
      { type: 'DisputeRuled', data: { ...d, won: true, missed: null, key: null, say: null } },
      {
        type: 'ClaimPaid',
        data: { id: 'c1', counterparty: 'x', reason: 'lostParcel', orderNo: null, amount: 5 },
      },
      { type: 'TimerFired', data: { timerId: 't1', policy: 'p1' } },
      {
        type: 'ChatMessageSent',
        data: {
          id: 'c1',
          buyer: buyer.id,
          store: store.id,
          text: 'Hi!',
          by: 'autoReply',
          orderNo: null,
          at: '2026-03-02T09:00:00Z',
          responseMinutes: null,
          firstResponse: true,
        },
      },
      { type: 'DisputeRefunded', data: { ...d, amount: 3, full: false, by: 'seller' } },
      { type: 'AttemptSubmitted', data: { reason: 'timeUp' } },
    ];
    const out = timeline(
      scenario,
      startedAt,
      events.map((e, i) => stamp(e, at(i))),
    );
    expect(out.map((e) => [e.type, e.actor, e.internal])).toEqual([
      ['DisputeBuyerSaid', 'buyer', false],
      ['DisputeRuled', 'platform', false],
      ['ClaimPaid', 'counterparty', false],
      ['TimerFired', 'system', true],
      ['ChatMessageSent', 'system', false],
      ['DisputeRefunded', 'student', false],
      ['AttemptSubmitted', 'system', false],
    ]);
    expect(out[0]!.sentence.params.buyer).toBe(buyer.name);
  });

  it("stamps a teacher's events and the student's after submission with the real time", () => {
    const teacher = { kind: 'teacher', id: 't1' } as const;
    const out = timeline(scenario, startedAt, [
      stamp({ type: 'AttemptSubmitted', data: { reason: 'student' } }, at(5)),
      stamp(
        { type: 'PointReviewRequested', data: { pointID: 1, sourceID: null, note: 'M' } },
        at(60 * 24),
      ),
      stamp(
        {
          type: 'PointOverridden',
          data: { pointID: 1, sourceID: null, earned: null, reason: 'ok', by: 'Ms Li' },
        },
        at(60 * 48, teacher),
      ),
      stamp(
        { type: 'AttemptReviewed', data: { rating: 4, comment: '', by: 'Ms Li' } },
        at(60 * 49, teacher),
      ),
    ]);
    expect(out.map((e) => [e.actor, e.clock, e.at])).toEqual([
      ['student', 'sim', expect.any(String)],
      ['student', 'real', at(60 * 24).now],
      ['teacher', 'real', at(60 * 48).now],
      ['teacher', 'real', at(60 * 49).now],
    ]);
    expect(out[2]!.sentence.params).toMatchObject({ earned: { t: 'teacher.event.computed' } });
    expect(out[3]!.sentence.params).toMatchObject({ comment: { t: 'common.none' }, rating: 4 });
  });

  it('learns the names of customers the student creates', () => {
    const out = timeline(scenario, startedAt, [
      stamp(
        {
          type: 'CustomerCreated',
          data: {
            id: 'cu9',
            platform: 'amazon',
            account: 'ann@example.com',
            name: 'Ann Lee',
            region: 'usa',
            contact: '',
            details: '',
          },
        },
        at(1),
      ),
      stamp({ type: 'CustomerBlacklisted', data: { id: 'cu9', reason: 'fraud' } }, at(2)),
    ]);
    expect(out[0]!.sentence.params).toMatchObject({
      name: 'Ann Lee',
      platform: { t: 'platform.amazon' },
      region: { t: 'region.usa' },
    });
    expect(out[1]!.sentence.params).toEqual({ buyer: 'Ann Lee', reason: 'fraud' });
  });
});
