import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../../schemas/api/teacher.ts';
import { studentTexts } from './studentTexts.ts';

const entry = (
  version: number,
  type: string,
  data: unknown,
  actor: TimelineEntry['actor'] = 'student',
): TimelineEntry => ({ version, type, at: `2026-06-09T09:0${version}:00.000Z`, actor, data });

describe('studentTexts', () => {
  it('keeps the free texts of the student’s events, in order, named by their field', () => {
    const texts = studentTexts([
      entry(1, 'AttemptStarted', { seed: 12, mode: 'practice' }),
      entry(2, 'OrderRemarked', { orderNo: '112-3941-7781-S1', remark: '缺货，补货后5天内发出' }),
      entry(3, 'BuyerMessage', { text: 'Where is my parcel?' }, 'system'),
      entry(4, 'MailReplied', {
        id: 'm2',
        subject: 'Your order 260608HK3T9QZW',
        text: 'Dear Lina,\nit ships tomorrow.',
        attachments: [{ name: 'label.pdf', note: 'the label' }],
      }),
      entry(5, 'OrderShipped', { carrier: 'dhl', trackingNo: 'DHL12345678', at: '2026-06-09' }),
      entry(6, 'ReviewReplied', { reply: 'ขอบคุณค่ะ' }),
    ]);
    expect(texts.map((x) => [x.version, x.field, x.text])).toEqual([
      [2, 'remark', '缺货，补货后5天内发出'],
      [4, 'subject', 'Your order 260608HK3T9QZW'],
      [4, 'text', 'Dear Lina,\nit ships tomorrow.'],
      [4, 'note', 'the label'],
      [6, 'reply', 'ขอบคุณค่ะ'],
    ]);
    expect(texts[0]).toMatchObject({ type: 'OrderRemarked', at: '2026-06-09T09:02:00.000Z' });
  });

  it('leaves out codes, numbers, times and blanks', () => {
    expect(
      studentTexts([
        entry(1, 'X', { sku: 'LAMP-01', qty: 2, when: '2026-06-09T09:00:00Z', blank: '   ' }),
        entry(2, 'Y', null),
      ]),
    ).toEqual([]);
  });
});
