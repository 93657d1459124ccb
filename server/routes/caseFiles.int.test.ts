/** A case's files: listed in caseInfo, downloaded by the attempt's owner only, byte for byte. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';
import { multipart } from '../testing/multipart.ts';

const CASE_ID = 'independent-site-orders';
const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../scenarios/samples/${name}`, import.meta.url)));

let h: Harness;
let token: string;
let other: string;
let id: string;
beforeAll(async () => {
  h = await harness();
  token = await h.login('student01');
  other = await h.login('student02');
  id = await h.start(token, CASE_ID);
});
afterAll(() => h.close());

describe('case files', () => {
  it('lists the files of the case in caseInfo', async () => {
    const info = (await h.post('/api/PracticeTraining/caseInfo', { caseID: CASE_ID }, token)).json()
      .data;
    expect(info.attachments).toEqual([
      {
        name: 'site-orders.csv',
        title: { zh: '网站导出的订单（CSV）', en: 'Orders exported from the web shop (CSV)' },
        import: 'orders',
        size: sample('site-orders.csv').length,
      },
      expect.objectContaining({ name: 'site-orders.xlsx', import: 'orders' }),
    ]);
  });

  it('sends a file to the owner of the attempt as a download', async () => {
    for (const name of ['site-orders.csv', 'site-orders.xlsx']) {
      const r = await h.post('/api/PracticeTraining/CaseFile', { userCaseID: id, name }, token);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.rawPayload.equals(sample(name))).toBe(true);
    }
    const csv = await h.post(
      '/api/PracticeTraining/CaseFile',
      { userCaseID: id, name: 'site-orders.csv' },
      token,
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('refuses strangers, unknown files and files of another case', async () => {
    const body = { userCaseID: id, name: 'site-orders.csv' };
    expect((await h.post('/api/PracticeTraining/CaseFile', body)).statusCode).toBe(401);
    const theirs = await h.post('/api/PracticeTraining/CaseFile', body, other);
    expect(theirs.statusCode).toBe(403);
    const unknown = await h.post(
      '/api/PracticeTraining/CaseFile',
      { userCaseID: id, name: '../cases/independent-site-orders.yaml' },
      token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('caseFile.error.notFound');
    // The Temu case's file is not handed out through an attempt at another case.
    const elsewhere = await h.post(
      '/api/PracticeTraining/CaseFile',
      { userCaseID: id, name: 'temu-new-products.csv' },
      token,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('imports the downloaded file; imported buyers are listed and found by name', async () => {
    const file = await h.post(
      '/api/PracticeTraining/CaseFile',
      { userCaseID: id, name: 'site-orders.xlsx' },
      token,
    );
    const { payload, headers } = multipart(
      { userCaseID: id },
      { name: 'site-orders.xlsx', content: file.rawPayload },
    );
    const imported = await h.app.inject({
      method: 'POST',
      url: '/api/PTOrder/Import',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(imported.statusCode).toBe(200);
    const list = (
      await h.post('/api/PTOrder/list', { userCaseID: id, buyer: 'bianchi' }, token)
    ).json().data.list as { orderNo: string; buyer: string; buyerName: string }[];
    expect(list).toEqual([
      expect.objectContaining({ orderNo: 'FW-10432', buyer: 'C0001', buyerName: 'Marco Bianchi' }),
    ]);
  });
});
