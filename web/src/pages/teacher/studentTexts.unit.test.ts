/** Unit tests: studentTexts. */
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../../schemas/api/timeline.ts';
import { EVENT_DATA } from '../../../../schemas/events.ts';
import { FREE_TEXT, studentTexts } from './studentTexts.ts';

const entry = (
  version: number,
  type: string,
  data: unknown,
  actor: TimelineEntry['actor'] = 'student',
): TimelineEntry => ({
  version,
  type,
  at: `2026-06-09T09:0${version}:00.000Z`,
  clock: 'sim',
  actor,
  internal: false,
  sentence: { key: `x.event.${type}`, params: {} },
  data,
});

type Schema = {
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
};
/** The schema at a path ('*': a list's items); the string option of a union. */
const schemaAt = (s: Schema | undefined, path: readonly string[]): Schema | undefined => {
  if (!s || path.length === 0) return s;
  const [head, ...rest] = path;
  const options = s.anyOf ?? [s];
  for (const o of options) {
    const next = head === '*' ? o.items : o.properties?.[head!];
    const found = schemaAt(next, rest);
    if (found) return found;
  }
  return undefined;
};
const isString = (s: Schema | undefined) =>
  !!s && (s.type === 'string' || (s.anyOf ?? []).some((o) => o.type === 'string'));

describe('studentTexts', () => {
  it('keeps every free text of the student’s events, one word included, named by its field', () => {
    const texts = studentTexts([
      entry(1, 'AttemptStarted', { scenarioId: 'x', seed: 12, mode: 'practice' }),
      entry(2, 'OrderRemarked', { orderNo: '112-3941-7781-S1', remark: '缺货，补货后5天内发出' }),
      entry(3, 'ChatMessageReceived', { buyer: 'b1', text: { en: 'Where is it?' } }, 'buyer'),
      entry(4, 'MailSent', {
        id: 'm2',
        subject: 'Your order 260608HK3T9QZW',
        body: 'Dear Lina,\nit ships tomorrow.',
        to: ['lina@example.com'],
        attachments: [{ name: 'label.pdf', type: 'application/pdf' }],
      }),
      entry(5, 'OrderShipped', { orderNo: 'o1', carrier: 'dhl', trackingNo: 'DHL12345678' }),
      entry(6, 'ChatMessageSent', { buyer: 'b1', text: 'OK', by: 'student' }),
      entry(7, 'OrderRemarked', { orderNo: 'o2', remark: 'M' }),
      entry(8, 'ChatMessageSent', { buyer: 'b1', text: 'Welcome!', by: 'welcome' }, 'system'),
      entry(9, 'StockModified', { sku: 'LAMP-01', qty: 2, status: 'forSale', reason: '  ' }),
      entry(10, 'ChatKeywordRepliesSet', {
        enabled: true,
        rules: [{ keyword: 'size', reply: 'See the chart' }],
      }),
    ]);
    expect(texts.map((x) => [x.version, x.field, x.text])).toEqual([
      [2, 'remark', '缺货，补货后5天内发出'],
      [4, 'subject', 'Your order 260608HK3T9QZW'],
      [4, 'body', 'Dear Lina,\nit ships tomorrow.'],
      [6, 'text', 'OK'],
      [7, 'remark', 'M'],
      [10, 'keyword', 'size'],
      [10, 'reply', 'See the chart'],
    ]);
    expect(texts[0]).toMatchObject({ type: 'OrderRemarked', at: '2026-06-09T09:02:00.000Z' });
  });

  it('names only event types that exist, and fields that hold text', () => {
    for (const [type, paths] of Object.entries(FREE_TEXT)) {
      const schema = EVENT_DATA[type] as Schema | undefined;
      expect({ type, exists: !!schema }).toEqual({ type, exists: true });
      for (const path of paths) {
        expect({ type, path, text: isString(schemaAt(schema, path.split('.'))) }).toEqual({
          type,
          path,
          text: true,
        });
      }
    }
  });
});
