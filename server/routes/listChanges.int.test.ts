/**
 * A command's reply says which module lists and views it changed (issue 23 §6), checked against
 * the API itself: every list and watched view is read before and after the command; each one
 * that reads differently must be named, and a watched view's contents in the reply must be what
 * its route now answers. A view that reads the same must not be named (the page would reload it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';
import { SERVER_MODULES } from './modules.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  token = await h.login();
});
afterAll(() => h.close());

type Lists = { touched: string[]; contents: Record<string, unknown>; from: number };

const data = async (path: string, body: object) => {
  const r = await h.post(path, body, token);
  return r.statusCode === 200 ? (r.json().data as Record<string, unknown>) : null;
};
/** A reading without the version it was read at. */
const plain = (d: Record<string, unknown> | null) => {
  if (!d) return null;
  const { version: _, ...rest } = d;
  return JSON.stringify(rest);
};

/** Every module's list (every row) and chat's watched views, by the key a reply names them with. */
const readAll = async (userCaseID: string, buyers: readonly string[]) => {
  const out: Record<string, string | null> = {};
  for (const [id, m] of Object.entries(SERVER_MODULES)) {
    if (!m.list) continue;
    const body = { userCaseID, ...m.list.all, page: 1, limit: 100 };
    out[`${id}.list`] = plain(await data(`${m.prefix}${m.list.paths[0]}`, body));
  }
  out['chat.init'] = plain(await data('/api/PTChat/Init', { userCaseID }));
  for (const buyer of buyers)
    out[`chat.detail:${buyer}`] = plain(await data('/api/PTChat/Detail', { userCaseID, buyer }));
  return out;
};

/** Sends the command; checks its reply against what the API reads before and after. */
const checkCommand = async (
  userCaseID: string,
  path: string,
  command: object,
  buyers: readonly string[] = [],
) => {
  const before = await readAll(userCaseID, buyers);
  const r = await h.post(path, { userCaseID, command }, token);
  expect(r.statusCode, r.body).toBe(200);
  const { version, lists } = r.json().data as { version: number; lists: Lists };
  const after = await readAll(userCaseID, buyers);
  const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
  expect(lists.from).toBeLessThan(version);
  for (const key of changed) expect(lists.touched, key).toContain(key);
  // Watched views are compared exactly: named only when they changed, with their new contents.
  for (const key of Object.keys(after).filter((k) => !k.endsWith('.list'))) {
    expect(lists.touched.includes(key), key).toBe(changed.includes(key));
    if (changed.includes(key) && after[key] !== null)
      expect(JSON.parse(plain(lists.contents[key] as Record<string, unknown>)!)).toEqual(
        JSON.parse(after[key]!),
      );
  }
  return { changed, lists, version };
};

describe('the list changes of a command', () => {
  it('a chat send: the list and the conversation, with its new contents', async () => {
    const id = await h.start(token, 'shopee-chat-presale');
    const { changed, lists, version } = await checkCommand(
      id,
      '/api/PTChat/Conversation',
      { type: 'SendChatMessage', buyer: 'b1', text: 'สวัสดีค่ะ ไซซ์ M ค่ะ' },
      ['b1'],
    );
    expect(changed).toEqual(expect.arrayContaining(['chat.list', 'chat.detail:b1']));
    expect(lists.touched).not.toContain('orders.list');
    const detail = await data('/api/PTChat/Detail', { userCaseID: id, buyer: 'b1' });
    expect(lists.contents['chat.detail:b1']).toEqual({ ...detail, version });
  });

  it('an order ship: the order list and what follows from it, not chat or mail', async () => {
    const id = await h.start(token, 'amazon-partial-stock');
    const { changed, lists } = await checkCommand(id, '/api/PTOrder/Operate', {
      type: 'ShipOrder',
      orderNo: '112-6104-2290',
      carrier: 'dhl',
      trackingNo: 'DHL55501234',
    });
    expect(changed).toContain('orders.list');
    expect(lists.touched).not.toContain('chat.list');
    expect(lists.touched).not.toContain('mail.list');
  });
});
