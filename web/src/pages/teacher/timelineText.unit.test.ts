/** Unit tests: timeline text. */
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../../schemas/api/timeline.ts';
import { dataFields, entryTime, sentenceText, type Readers } from './timelineText.ts';

const MESSAGES: Record<string, string> = {
  'mail.event.MailReceived': 'Mail from {{from}} to {{store}}: “{{subject}}” at {{at}}',
  'orderStatus.shipped': 'Shipped',
  'dispute.reason.delivered': 'Delivered',
  'dispute.reason.inTransit': 'In transit',
  'teacher.step.field.subject': 'Subject',
  'common.none': '—',
  'common.yes': 'Yes',
};
const readers: Readers = {
  t: (key, options) =>
    (MESSAGES[key] ?? String(options?.defaultValue ?? key)).replace(/\{\{(\w+)\}\}/g, (_, k) =>
      String(options?.[k as string]),
    ),
  text: (t) => t?.en ?? '',
  utcOffset: 480,
};

const entry: TimelineEntry = {
  version: 3,
  type: 'MailReceived',
  at: '2026-03-02T01:00:00.000Z',
  clock: 'sim',
  actor: 'buyer',
  internal: false,
  sentence: {
    key: 'mail.event.MailReceived',
    params: {
      from: 'Emily Carter',
      store: 'Lamp House',
      subject: { text: { en: 'Where is it?', zh: '在哪？' } },
      at: { time: '2026-03-02T01:00:00.000Z' },
    },
  },
  data: {
    store: 's1',
    buyer: 'b1',
    subject: { en: 'Where is it?', zh: '在哪？' },
    reasons: ['x', 'y'],
    read: true,
    orderNo: null,
    items: [{ sku: 'A', qty: 2 }],
  },
};

describe('timeline text', () => {
  it('fills the sentence: names as sent, text by language, instants on the case clock', () => {
    expect(sentenceText(entry, readers)).toBe(
      'Mail from Emily Carter to Lamp House: “Where is it?” at 2026-03-02 09:00',
    );
    expect(
      sentenceText(
        {
          sentence: {
            key: 'k',
            params: { s: { t: 'orderStatus.shipped' }, r: { ts: ['dispute.reason.delivered'] } },
          },
        },
        { ...readers, t: (k, o) => (k === 'k' ? `${o?.s} ${o?.r}` : readers.t(k, o)) },
      ),
    ).toBe('Shipped Delivered');
  });

  it('labels each data field, never JSON: text by language, lists, yes/no, nothing', () => {
    expect(dataFields(entry, readers).map((f) => [f.label, f.value])).toEqual([
      ['store', 'Lamp House'],
      ['buyer', 'b1'],
      ['Subject', 'Where is it?'],
      ['reasons', 'x, y'],
      ['read', 'Yes'],
      ['orderNo', '—'],
      ['items', 'sku: A · qty: 2'],
    ]);
  });

  it('shows a real instant in the viewer’s zone and a sim one in the case’s', () => {
    expect(entryTime(entry, 480)).toBe('2026-03-02 09:00');
    expect(entryTime({ ...entry, clock: 'real' }, 480)).toMatch(/^2026-03-0\d \d\d:00$/);
  });
});
