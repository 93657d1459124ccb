/**
 * /api/PTChat on a real database: the conversation list and its filters, a conversation with
 * its side panels, quick settings that answer a buyer on the sim clock, groups, and refusals:
 * empty and over-long messages, too many welcome messages or phrases, flooding, someone else's
 * attempt — each with its key, and nothing written.
 */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';
import { CHAT_FLOOD } from './flood.ts';

const api = useModuleApi();
const CASE = 'shopee-chat-presale';
const LIST = '/api/PTChat/CustomerList';
/** A fresh attempt at the case (the one before is reset). */
const fresh = async () => {
  const old = await api.h.start(api.token, CASE);
  const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, api.token);
  return r.json().data.userCaseID as string;
};
const say = (id: string, text: string, t = api.token) =>
  api.operate(
    '/api/PTChat/Conversation',
    id,
    { type: 'SendChatMessage', buyer: 'b1', text },
    {},
    t,
  );

describe('/api/PTChat', () => {
  it('lists conversations newest first with filters, and shows one with its side panels', async () => {
    const id = await api.h.start(api.token, CASE);
    const all = await api.list(LIST, { userCaseID: id });
    expect(all.list.map((r) => [r.buyer, r.unread, r.returning, r.firstSession])).toEqual([
      ['b1', 1, false, true],
      ['b2', 0, true, false],
    ]);
    expect(all.unread).toBe(1);
    const only = async (q: object) =>
      (await api.list(LIST, { userCaseID: id, ...q })).list.map((r) => r.buyer);
    expect(await only({ returning: true })).toEqual(['b2']);
    expect(await only({ firstSession: true })).toEqual(['b1']);
    expect(await only({ hasOrder: false })).toEqual(['b1']);
    expect(await only({ sku: 'CAP-02' })).toEqual(['b2']);
    expect(await only({ keyword: 'HOODIE' })).toEqual(['b1']);
    expect(await only({ keyword: '260702QW7E4RTY' })).toEqual(['b2']);
    expect(await only({ platform: 'amazon' })).toEqual([]);
    expect(await only({ from: '2026-07-10', to: '2026-07-14' })).toEqual(['b1']);
    expect(await only({ unread: true })).toEqual(['b1']);

    const d = await api.h.post('/api/PTChat/Detail', { userCaseID: id, buyer: 'b2' }, api.token);
    expect(d.statusCode).toBe(200);
    const detail = d.json().data;
    expect(detail.order).toMatchObject({ orderNo: '260702QW7E4RTY', currency: 'THB' });
    expect(detail.reviews).toEqual([expect.objectContaining({ rating: 5 })]);
    expect(detail.groups).toEqual([
      {
        id: 'vip',
        name: { zh: '老顾客', en: 'Regular customers' },
        members: [{ buyer: 'b2', name: 'Thanawat Chaiyaporn' }],
      },
    ]);
    expect(detail.messages.map((m: { from: string; read: boolean }) => [m.from, m.read])).toEqual([
      ['buyer', false],
      ['seller', true],
      ['buyer', false],
      ['seller', true],
    ]);
    const presale = await api.h.post(
      '/api/PTChat/Detail',
      { userCaseID: id, buyer: 'b1' },
      api.token,
    );
    expect(presale.json().data).toMatchObject({ order: null, product: { sku: 'HOOD-01' } });

    const select = await api.h.post('/api/PTChat/SelectList', { userCaseID: id }, api.token);
    expect(select.json().data).toMatchObject({
      platforms: ['shopee'],
      orders: ['260702QW7E4RTY'],
      groups: [{ id: 'vip' }],
    });
    expect(
      select
        .json()
        .data.products.map((p: { sku: string }) => p.sku)
        .sort(),
    ).toEqual(['CAP-02', 'HOOD-01']);
  });

  it('saves quick settings, and a keyword reply answers the buyer when she asks', async () => {
    const id = await fresh();
    const kw = await api.operate('/api/PTChat/AutoReplyConfig', id, {
      type: 'SetKeywordReplies',
      enabled: true,
      rules: [
        // Found in what she writes (Thai), not in the case's zh/en meaning of it.
        { keyword: 'ส่ง', reply: 'ร้านส่งของภายใน 24 ชม. ได้รับภายใน 2-4 วันทำการค่ะ' },
      ],
    });
    expect(kw.statusCode).toBe(200);
    const welcome = await api.operate('/api/PTChat/Config', id, {
      type: 'SetWelcomeMessages',
      enabled: true,
      messages: [{ text: 'Welcome to Lion City Apparel!', on: true }],
    });
    expect(welcome.statusCode).toBe(200);
    const phrases = await api.operate('/api/PTChat/QuickPhrasesConfig', id, {
      type: 'SetQuickPhrases',
      phrases: ['Size M fits 163-170 cm.'],
    });
    expect(phrases.statusCode).toBe(200);
    const init = (await api.h.post('/api/PTChat/Init', { userCaseID: id }, api.token)).json().data;
    expect(init.settings).toMatchObject({
      welcome: { enabled: true, messages: [{ text: 'Welcome to Lion City Apparel!', on: true }] },
      keywordReplies: { enabled: true, rules: [{ keyword: 'ส่ง' }] },
      quickPhrases: ['Size M fits 163-170 cm.'],
    });
    const read = await api.operate('/api/PTChat/Conversation', id, {
      type: 'ReadChat',
      buyer: 'b1',
    });
    expect(read.statusCode).toBe(200);
    expect((await say(id, 'ไซซ์ M พอดีกับคุณที่สุดค่ะ')).statusCode).toBe(200);
    const typing = await api.list(LIST, { userCaseID: id });
    expect(typing.list[0]).toMatchObject({ buyer: 'b1', typing: true, unread: 0 });
    // Her reply is due 10 sim seconds later: 5 real seconds at speed 2.
    await api.advance(5_100);
    const d = (
      await api.h.post('/api/PTChat/Detail', { userCaseID: id, buyer: 'b1' }, api.token)
    ).json().data;
    expect(
      d.messages
        .slice(-3)
        .map((m: { from: string; by: string | null; read: boolean }) => [m.from, m.by]),
    ).toEqual([
      ['seller', 'student'],
      ['buyer', null],
      ['seller', 'keyword'],
    ]);
    // She read the student's answer (she wrote back after it).
    expect(d.messages.at(-3).read).toBe(true);

    const join = await api.operate('/api/PTChat/JoinGroup', id, {
      type: 'JoinChatGroup',
      buyer: 'b1',
      group: 'vip',
    });
    expect(join.statusCode).toBe(200);
    const after = (
      await api.h.post('/api/PTChat/Detail', { userCaseID: id, buyer: 'b1' }, api.token)
    ).json().data;
    expect(after.groups[0].members.map((m: { buyer: string }) => m.buyer)).toEqual(['b1', 'b2']);
  });

  it('refuses bad input with a key and writes nothing', async () => {
    const id = await fresh();
    const body = (command: object) => ({ userCaseID: id, command });
    const text = (n: number) => 'x'.repeat(n);
    await api.refusesAll('/api/PTChat/Conversation', LIST, id, [
      {
        body: body({ type: 'SendChatMessage', buyer: 'b1', text: '' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'SendChatMessage', buyer: 'b1', text: '   ' }),
        code: 422,
        key: 'chat.error.empty',
      },
      {
        body: body({ type: 'SendChatMessage', buyer: 'b1', text: text(501) }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'SendChatMessage', buyer: 'b9', text: 'hi' }),
        code: 422,
        key: 'chat.error.noConversation',
      },
      { body: body({ type: 'SetQuickPhrases', phrases: [] }), code: 400, key: 'errors.validation' },
      {
        body: body({ type: 'SendChatMessage', buyer: 'b1', text: 'hi' }),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ]);
    const welcome = (n: number) =>
      body({
        type: 'SetWelcomeMessages',
        enabled: true,
        messages: Array.from({ length: n }, () => ({ text: 'Hi', on: true })),
      });
    await api.refusesAll('/api/PTChat/Config', LIST, id, [
      { body: welcome(6), code: 400, key: 'errors.validation' },
      {
        body: body({
          type: 'SetWelcomeMessages',
          enabled: true,
          messages: [{ text: text(101), on: true }],
        }),
        code: 400,
        key: 'errors.validation',
      },
    ]);
    await api.refusesAll('/api/PTChat/QuickPhrasesConfig', LIST, id, [
      {
        body: body({
          type: 'SetQuickPhrases',
          phrases: Array.from({ length: 51 }, (_, i) => `p${i}`),
        }),
        code: 400,
        key: 'errors.validation',
      },
    ]);
    await api.refusesAll('/api/PTChat/JoinGroup', LIST, id, [
      {
        body: body({ type: 'JoinChatGroup', buyer: 'b1', group: 'nope' }),
        code: 422,
        key: 'chat.error.noGroup',
      },
    ]);
    const foreign = await api.h.post(
      '/api/PTChat/Detail',
      { userCaseID: id, buyer: 'b1' },
      api.other,
    );
    expect(foreign.statusCode).toBe(403);
    expect(
      (await welcome(5)) &&
        (await api.h.post('/api/PTChat/Config', welcome(5), api.token)).statusCode,
    ).toBe(200);
  });

  it('stops a flood of messages with 429 and the seconds to wait', async () => {
    await api.advance(CHAT_FLOOD.windowMs);
    const id = await fresh();
    for (let i = 0; i < CHAT_FLOOD.limit; i += 1)
      expect((await say(id, `hello ${i}`)).statusCode).toBe(200);
    const before = (await api.list(LIST, { userCaseID: id })).version;
    const r = await say(id, 'one too many');
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe('chat.error.tooFast');
    expect(r.headers['retry-after']).toBeDefined();
    expect((await api.list(LIST, { userCaseID: id })).version).toBe(before);
    await api.advance(CHAT_FLOOD.windowMs);
    expect((await say(id, 'calm again')).statusCode).toBe(200);
  });
});
