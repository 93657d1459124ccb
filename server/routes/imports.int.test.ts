/**
 * File imports (/api/PTStorage/Import, /api/PTOrder/Import) on a real database: the sample CSV
 * and XLSX files import whole; every bad upload is refused with its key and writes nothing; the
 * hostile files of issue 8 are refused while /api/health keeps answering.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';
import * as hostile from '../testing/hostile-imports.ts';
import { multipart } from '../testing/multipart.ts';

const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../scenarios/samples/${name}`, import.meta.url)));

let h: Harness;
let token: string;
let other: string;
beforeAll(async () => {
  h = await harness();
  token = await h.login();
  other = await h.login('student02');
});
afterAll(() => h.close());

const upload = (
  url: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
  t = token,
) => {
  const { payload, headers } = multipart(fields, file);
  return h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${t}` },
  });
};
const stock = async (userCaseID: string) =>
  (await h.post('/api/PTStorage/list', { userCaseID, limit: 100 }, token)).json().data as {
    version: number;
    list: { sku: string; qty: number; status: string }[];
  };

describe('product import', () => {
  it('imports the sample CSV, then refuses the same file row by row and writes nothing', async () => {
    const id = await h.start(token, 'temu-stock-count');
    const before = await stock(id);
    const r = await upload(
      '/api/PTStorage/Import',
      { userCaseID: id, expectedVersion: String(before.version) },
      { name: 'temu-new-products.csv', content: sample('temu-new-products.csv') },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ imported: 3, fileName: 'temu-new-products.csv' });
    const after = await stock(id);
    expect(after.list.find((s) => s.sku === 'BTL-750')).toMatchObject({ qty: 60 });
    expect(after.version).toBe(before.version + 1);

    const again = await upload(
      '/api/PTStorage/Import',
      { userCaseID: id },
      { name: 'again.csv', content: sample('temu-new-products.csv') },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('import.error.rows');
    expect(again.json().data.rows.map((x: { row: number; messageKey: string }) => x)).toEqual(
      [2, 3, 4].map((row) =>
        expect.objectContaining({ row, column: 'sku', messageKey: 'import.error.skuExists' }),
      ),
    );
    expect((await stock(id)).version).toBe(after.version);
  });

  it('imports the sample XLSX the same way', async () => {
    const id = await h.start(token, 'shopee-return-refund');
    const bad = await upload(
      '/api/PTStorage/Import',
      { userCaseID: id },
      { name: 'temu-new-products.xlsx', content: sample('temu-new-products.xlsx') },
    );
    // The Shopee case has no Temu store: every row is refused, nothing written.
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.rows[0]).toMatchObject({ column: 'platform' });

    const id2 = (
      await h.post('/api/PracticeTraining/StartCase', { caseID: 'temu-stock-count' }, other)
    ).json().data.userCaseID as string;
    const ok = await upload(
      '/api/PTStorage/Import',
      { userCaseID: id2 },
      { name: 'temu-new-products.xlsx', content: sample('temu-new-products.xlsx') },
      other,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.imported).toBe(3);
  });

  it('refuses bad uploads with a clear key and writes nothing', async () => {
    const id = await h.start(token, 'independent-site-orders');
    const v = (await stock(id)).version;
    const cases: [Parameters<typeof upload>, number, string][] = [
      [['/api/PTStorage/Import', { userCaseID: id }], 400, 'import.error.noFile'],
      [
        ['/api/PTStorage/Import', { userCaseID: id }, { name: 'x.txt', content: 'sku\nA\n' }],
        400,
        'import.error.fileType',
      ],
      [
        ['/api/PTStorage/Import', { userCaseID: id }, { name: 'x.xlsx', content: 'not a zip' }],
        400,
        'import.error.unreadable',
      ],
      [
        ['/api/PTStorage/Import', { userCaseID: id }, { name: 'x.csv', content: 'sku,name\n' }],
        422,
        'import.error.missingColumn',
      ],
      [
        [
          '/api/PTStorage/Import',
          { userCaseID: id },
          {
            name: 'x.csv',
            content: 'sku,name,price,qty,platform\nN-1,Thing,abc,-3,independent\n',
          },
        ],
        422,
        'import.error.rows',
      ],
      [
        ['/api/PTStorage/Import', { userCaseID: 'nope' }, { name: 'x.csv', content: 'a\n' }],
        404,
        'attempt.error.notFound',
      ],
      [
        ['/api/PTStorage/Import', { userCaseID: id }, { name: 'x.csv', content: 'a\n' }, other],
        403,
        'errors.forbidden',
      ],
    ];
    for (const [args, code, key] of cases) {
      const r = await upload(...args);
      expect({ code: r.statusCode, key: r.json().message }).toEqual({
        code,
        key: code === 422 && key !== 'import.error.rows' ? 'import.error.rows' : key,
      });
      if (key === 'import.error.missingColumn') {
        expect(r.json().data.rows).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ row: 1, column: 'price', messageKey: key }),
          ]),
        );
      }
      if (key === 'import.error.rows') {
        const keys = r.json().data.rows.map((x: { messageKey: string }) => x.messageKey);
        expect(keys).toEqual(
          expect.arrayContaining(['import.error.notNumber', 'import.error.belowMin']),
        );
      }
    }
    const notMultipart = await h.post('/api/PTStorage/Import', { userCaseID: id }, token);
    expect(notMultipart.statusCode).toBe(400);
    const noToken = await upload('/api/PTStorage/Import', { userCaseID: id }, undefined, '');
    expect(noToken.statusCode).toBe(401);
    const stale = await upload(
      '/api/PTStorage/Import',
      { userCaseID: id, expectedVersion: String(v + 5) },
      { name: 'ok.csv', content: 'sku,name,price,qty,platform\nN-2,Thing,1.5,3,independent\n' },
    );
    expect(stale.statusCode).toBe(409);
    expect((await stock(id)).version).toBe(v);
  });
});

describe('order import', () => {
  it('imports the site orders from CSV and XLSX; a second import of the same orders is refused', async () => {
    const id = await h.start(token, 'independent-site-orders');
    const r = await upload(
      '/api/PTOrder/Import',
      { userCaseID: id },
      { name: 'site-orders.xlsx', content: sample('site-orders.xlsx') },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data.imported).toBe(3);
    const list = (
      await h.post('/api/PTOrder/list', { userCaseID: id, orderNo: 'FW-1043' }, token)
    ).json().data;
    expect(list.list.map((o: { orderNo: string }) => o.orderNo).sort()).toEqual([
      'FW-10431',
      'FW-10432',
      'FW-10433',
    ]);
    const again = await upload(
      '/api/PTOrder/Import',
      { userCaseID: id },
      { name: 'site-orders.csv', content: sample('site-orders.csv') },
    );
    expect(again.statusCode).toBe(422);
    expect(
      again
        .json()
        .data.rows.every(
          (x: { messageKey: string }) => x.messageKey === 'import.error.orderExists',
        ),
    ).toBe(true);
  });
});

describe('hostile files', () => {
  /** Uploads while polling /api/health; the slowest health answer seen during the upload. */
  const uploadPolling = async (...args: Parameters<typeof upload>) => {
    let done = false;
    const pending = upload(...args).finally(() => {
      done = true;
    });
    let slowest = 0;
    let polls = 0;
    while (!done) {
      // A poll every 10 ms: inject() can answer within one turn of the event loop, and polls
      // back to back would starve the upload (and the worker's core) of the process's time.
      await new Promise((resolve) => setTimeout(resolve, 10));
      const t = performance.now();
      const r = await h.app.inject({ method: 'GET', url: '/api/health' });
      expect(r.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - t);
      polls++;
    }
    return { r: await pending, slowest, polls };
  };

  it('refuses each with its key, writes nothing, and /api/health answers during the upload', async () => {
    const id = await h.start(token, 'independent-site-orders');
    const before = await stock(id);
    const orderVersion = async () =>
      (await h.post('/api/PTOrder/list', { userCaseID: id }, token)).json().data.version as number;
    const versionBefore = await orderVersion();
    const bombs = await hostile.zipBombs(300);
    const files: [string, string, Buffer | string, string][] = [
      ['PTStorage', 'huge-cell.xlsx', await hostile.hugeInlineString(25), 'import.error.tooLarge'],
      ['PTStorage', 'bomb.xlsx', bombs.honest, 'import.error.tooLarge'],
      ['PTOrder', 'lying-bomb.xlsx', bombs.lying, 'import.error.unreadable'],
      ['PTStorage', 'rows.xlsx', await hostile.manyRowsXlsx(100_000), 'import.error.tooManyRows'],
      ['PTOrder', 'rows.csv', hostile.manyRowsCsv(100_000), 'import.error.tooManyRows'],
      ['PTStorage', 'long.xlsx', hostile.longCellXlsx(10_000), 'import.error.cellTooLong'],
      ['PTOrder', 'long.csv', hostile.longCellCsv(10_000), 'import.error.cellTooLong'],
    ];
    for (const [module, name, content, key] of files) {
      const { r, slowest, polls } = await uploadPolling(
        `/api/${module}/Import`,
        { userCaseID: id },
        { name, content },
      );
      expect({ name, code: r.statusCode, key: r.json().message }).toEqual({ name, code: 400, key });
      expect(r.json().status).toBe('error');
      if (key === 'import.error.cellTooLong') expect(r.json().data.params.row).toBe(3);
      expect(polls).toBeGreaterThan(0);
      expect(slowest).toBeLessThan(500);
    }
    expect((await stock(id)).version).toBe(before.version);
    expect(await orderVersion()).toBe(versionBefore);
  });
});
