/** /api/PTMail: the mailboxes on a real database, a scripted buyer on the sim clock, and refusals. */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const CASE = 'amazon-late-parcel';
const ANNA = 'anna.schmidt@example.com';
const LIST = '/api/PTMail/List';
/** A fresh attempt at the case (the one before is reset). */
const fresh = async () => {
  const old = await api.h.start(api.token, CASE);
  const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, api.token);
  return r.json().data.userCaseID as string;
};
const send = (id: string, command: object, t = api.token) =>
  api.h.post('/api/PTMail/Send', { userCaseID: id, command }, t);
const reply = (body: string, extra: object = {}) => ({
  type: 'SendMail',
  to: [ANNA],
  store: 'us1',
  subject: 'Re: Where is my order 113-5520193-7781?',
  body,
  replyTo: 'm1',
  ...extra,
});

describe('/api/PTMail', () => {
  it('lists the inbox with its tabs, sends a reply, and the buyer answers on the sim clock', async () => {
    const id = await api.h.start(api.token, CASE);
    const inbox = await api.list(LIST, { userCaseID: id, box: 'inbox' });
    expect(inbox.list.map((m) => [m.id, m.read, m.fromName])).toEqual([
      ['m2', true, 'Marcus Reed'],
      ['m1', false, 'Anna Schmidt'],
    ]);
    expect(inbox.counts).toEqual({ all: 2, unread: 1, starred: 0, noReply: 0 });
    expect(inbox.boxes).toEqual({ inbox: 1, sent: 0, draft: 0, trash: 0 });
    const found = await api.list(LIST, { userCaseID: id, box: 'inbox', keyword: 'WHERE' });
    expect(found.list.map((m) => m.id)).toEqual(['m1']);

    const types = await api.h.post('/api/PTMail/InboxType', { userCaseID: id }, api.token);
    expect(types.json().data.contacts).toContainEqual({
      buyer: 'b1',
      name: 'Anna Schmidt',
      address: ANNA,
    });

    const sent = await send(id, reply('Sorry for the wait! UPS 1Z999AA10123456784, due March 7.'));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.events.map((e: { type: string }) => e.type)).toContain('MailSent');
    const out = await api.list(LIST, { userCaseID: id, box: 'sent' });
    expect(out.list).toEqual([
      expect.objectContaining({
        id: 'M3',
        buyer: 'b1',
        orderNo: '113-5520193-7781',
        kind: 'student',
      }),
    ]);
    expect((await api.list(LIST, { userCaseID: id, box: 'inbox', tab: 'unread' })).total).toBe(1);

    // 10 sim minutes at speed 120 are 5 real seconds.
    await api.advance(5_100);
    const later = await api.list(LIST, { userCaseID: id, box: 'inbox' });
    expect(later.list[0]).toMatchObject({ id: 'M4', buyer: 'b1', kind: 'buyer', read: false });
  });

  it('bounces mail to an unknown address, schedules, drafts, trashes and restores', async () => {
    const id = await fresh();
    const r = await send(
      id,
      reply('Hello', { to: ['nobody@nowhere.example'], replyTo: undefined }),
    );
    expect(r.statusCode).toBe(200);
    const inbox = await api.list(LIST, { userCaseID: id, box: 'inbox' });
    expect(inbox.list[0]).toMatchObject({ kind: 'bounce', replyTo: 'M3' });

    const later = await send(
      id,
      reply('Sorry! UPS 1Z999AA10123456784', { sendAt: '2026-03-06T10:00:00-05:00' }),
    );
    expect(later.statusCode).toBe(200);
    const scheduled = (await api.list(LIST, { userCaseID: id, box: 'sent' })).list.find(
      (m) => m.sendAt,
    );
    expect(scheduled).toMatchObject({ at: null, sendAt: '2026-03-06T15:00:00.000Z' });

    const draft = await send(id, {
      type: 'SaveDraft',
      to: [],
      store: 'us1',
      subject: 'half written',
      body: '',
    });
    expect(draft.statusCode).toBe(200);
    const drafts = await api.list(LIST, { userCaseID: id, box: 'draft' });
    expect(drafts.list).toEqual([expect.objectContaining({ actions: ['edit', 'delete'] })]);

    const op = (command: object) =>
      api.h.post('/api/PTMail/Operate', { userCaseID: id, command }, api.token);
    expect((await op({ type: 'DeleteMails', ids: ['m2'] })).statusCode).toBe(200);
    expect((await api.list(LIST, { userCaseID: id, box: 'trash' })).list.map((m) => m.id)).toEqual([
      'm2',
    ]);
    expect((await op({ type: 'RestoreMails', ids: ['m2'] })).statusCode).toBe(200);
    expect(
      (await op({ type: 'MarkMails', ids: ['m2'], noReply: true, starred: true })).statusCode,
    ).toBe(200);
    const marked = await api.list(LIST, { userCaseID: id, box: 'inbox', tab: 'noReply' });
    expect(marked.list).toEqual([expect.objectContaining({ id: 'm2', starred: true })]);
  });

  it('refuses bad mail requests and writes nothing', async () => {
    const id = await fresh();
    const body = (command: object) => ({ userCaseID: id, command });
    const long = 'x'.repeat(501);
    const cases = [
      { body: body(reply(long)), code: 400, key: 'errors.validation' },
      {
        body: body(reply('hi', { subject: 's'.repeat(121) })),
        code: 400,
        key: 'errors.validation',
      },
      { body: body(reply('hi', { to: ['not an address'] })), code: 400, key: 'errors.validation' },
      { body: body(reply('   ')), code: 422, key: 'mail.error.emptyBody' },
      {
        body: body(reply('hi', { sendAt: '2026-03-01T10:00:00-05:00' })),
        code: 422,
        key: 'mail.error.scheduleInPast',
      },
      { body: body(reply('hi', { replyTo: 'nope' })), code: 422, key: 'mail.error.notFound' },
      { body: body(reply('hi')), code: 403, key: 'errors.forbidden', t: api.other },
    ];
    for (const c of cases) {
      const before = (await api.list(LIST, { userCaseID: id, box: 'sent' })).version;
      const r = await api.h.post('/api/PTMail/Send', c.body, c.t ?? api.token);
      expect({ code: r.statusCode, key: r.json().message }).toEqual({ code: c.code, key: c.key });
      expect((await api.list(LIST, { userCaseID: id, box: 'sent' })).version).toBe(before);
    }
    const op = (command: object, t = api.token) =>
      api.h.post('/api/PTMail/Operate', { userCaseID: id, command }, t);
    expect((await op({ type: 'DeleteMails', ids: ['m1', 'ghost'] })).json().message).toBe(
      'mail.error.notFound',
    );
    expect((await op(reply('x'))).statusCode).toBe(400);
    expect((await op({ type: 'MarkMails', ids: ['m1'], read: true }, api.other)).statusCode).toBe(
      403,
    );
    const list = await api.h.post(LIST, { userCaseID: id, box: 'inbox' }, api.other);
    expect(list.statusCode).toBe(403);
    expect((await api.list(LIST, { userCaseID: id, box: 'inbox' })).list.map((m) => m.box)).toEqual(
      ['inbox', 'inbox'],
    );
  });
});
