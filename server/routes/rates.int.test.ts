/**
 * Exchange rates on SQLite and PostgreSQL: PracticeTraining/CurrencyRate answers the shipped
 * snapshot until an admin imports the ECB's daily file, then the import (rebased to CNY, dated);
 * a case that fixes its own rates keeps them; bad amounts, missing currencies and bad files are
 * refused with their keys and store nothing; only admins import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { ECB_2024_06_28 } from '../../engine/rates/defaultRates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { harness, PASSWORD, shippedCatalogue, type Harness } from '../testing/harness.ts';
import { multipart } from '../testing/multipart.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const FIXED = 'rates-fixed-case';

/** A file in the layout of eurofxref-daily.xml. */
const ecbXml = (date: string, rates: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${Object.entries(rates)
  .map(([c, r]) => `\t\t\t<Cube currency='${c}' rate='${r}'/>`)
  .join('\n')}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;

const fixedCase = () => {
  const base = shippedCatalogue()
    .list()
    .find((c) => c.id === 'amazon-partial-stock')!;
  const { attachments: _drop, ...rest } = base;
  return {
    ...rest,
    id: FIXED,
    exchangeRates: {
      date: '2025-01-02',
      source: 'the case author',
      rates: { CNY: '1.0000', USD: '0.1400', EUR: '0.1300' },
    },
  };
};

describe.each(['sqlite', 'postgres'] as const)('exchange rates on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  const tokens: Record<string, string> = {};
  let attempt = '';
  let fixedAttempt = '';

  const rate = (body: object, who = 'student01') =>
    h.post('/api/PracticeTraining/CurrencyRate', body, tokens[who]);
  const upload = (name: string, content: string, who = 'admin') => {
    const { payload, headers } = multipart({}, { name, content });
    return h.app.inject({
      method: 'POST',
      url: '/api/Admin/ImportRates',
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
    });
  };

  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness({
      ...(cluster ? { databaseUrl: cluster.url } : {}),
      extraScenarios: [fixedCase()],
    });
    await h.storage.createUser({
      id: 'id-admin',
      username: 'admin',
      displayName: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword(PASSWORD),
      classId: null,
      createdAt: h.clock.now.toISOString(),
    });
    for (const u of ['admin', 'student01', 'student02']) tokens[u] = await h.login(u);
    attempt = await h.start(tokens.student01!);
    fixedAttempt = await h.start(tokens.student01!, FIXED);
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await cluster?.stop();
  });

  it('answers the shipped snapshot before any import, with the missing currencies as null', async () => {
    const r = await rate({ userCaseID: attempt, amount: '100', from: 'USD', to: 'CNY' });
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({ date: '2024-06-28', origin: 'default' });
    expect(data.conversion).toEqual({
      amount: '100',
      from: 'USD',
      to: 'CNY',
      result: '726.22',
      rate: '7.2622',
    });
    const missing = data.currencies.filter((c: { rate: unknown }) => c.rate === null);
    expect(missing.map((c: { code: string }) => c.code)).toEqual(['VND', 'RUB']);
    expect(data.currencies).toHaveLength(12);
    const table = await rate({ userCaseID: attempt });
    expect(table.json().data.conversion).toBeNull();
  });

  it('refuses bad amounts, missing currencies, half-asked conversions and others’ attempts', async () => {
    for (const amount of ['-5', '1e3', '1.23456', 'ten', ''])
      expect(
        (await rate({ userCaseID: attempt, amount, from: 'USD', to: 'CNY' })).json(),
      ).toMatchObject({ message: 'rates.error.amount' });
    const rub = await rate({ userCaseID: attempt, amount: '1', from: 'RUB', to: 'CNY' });
    expect(rub.statusCode).toBe(400);
    expect(rub.json()).toMatchObject({
      message: 'rates.error.missingCurrency',
      data: { params: { currency: 'RUB' } },
    });
    const half = await rate({ userCaseID: attempt, amount: '1', from: 'USD' });
    expect(half.json().message).toBe('rates.error.incomplete');
    expect(
      (await rate({ userCaseID: attempt, from: 'usd', to: 'CNY', amount: '1' })).statusCode,
    ).toBe(400);
    expect((await rate({ userCaseID: attempt }, 'student02')).statusCode).toBeGreaterThanOrEqual(
      403,
    );
  });

  it('refuses bad rate files with their key and stores nothing', async () => {
    const { CNY: _cny, ...noCny } = ECB_2024_06_28;
    const twoDays = ecbXml('2025-03-03', { CNY: '7.5' }).replace(
      '\t\t</Cube>\n\t</Cube>',
      "\t\t</Cube>\n\t\t<Cube time='2025-03-02'><Cube currency='CNY' rate='7.4'/></Cube>\n\t</Cube>",
    );
    const cases: [string, string, string][] = [
      ['rates.csv', 'USD,1.1', 'rates.error.notXml'],
      ['rates.xml', '<html><body>not rates</body></html>', 'rates.error.notEcb'],
      ['rates.xml', 'plain words', 'rates.error.notEcb'],
      ['rates.xml', '<!DOCTYPE x [<!ENTITY a "b">]><x/>', 'import.error.unreadable'],
      ['rates.xml', ecbXml('2025-03-03', noCny), 'rates.error.noCny'],
      ['rates.xml', ecbXml('2025-03-03', { CNY: '7.5', USD: '-1.1' }), 'rates.error.badRate'],
      ['rates.xml', ecbXml('2025-03-03', { CNY: '7.5', USD: 'abc' }), 'rates.error.badRate'],
      ['rates.xml', ecbXml('2025-13-45', { CNY: '7.5' }), 'rates.error.notEcb'],
      ['rates.xml', twoDays, 'rates.error.notDaily'],
    ];
    for (const [name, content, key] of cases) {
      const r = await upload(name, content);
      expect(r.statusCode, `${key}: ${r.body}`).toBe(400);
      expect(r.json().message).toBe(key);
    }
    const twice = ecbXml('2025-03-03', { CNY: '7.5' }).replace(
      "<Cube currency='CNY' rate='7.5'/>",
      "<Cube currency='CNY' rate='7.5'/><Cube currency='CNY' rate='7.6'/>",
    );
    expect((await upload('r.xml', twice)).json().message).toBe('rates.error.twice');
    expect(await h.storage.latestRates()).toBeNull();
    expect(
      (await upload('r.xml', ecbXml('2025-03-03', ECB_2024_06_28), 'student01')).statusCode,
    ).toBe(403);
    expect(await h.storage.latestRates()).toBeNull();
  });

  it('imports the ECB daily file rebased to CNY; the calculator then uses it, a fixed case keeps its own', async () => {
    const rates = { ...ECB_2024_06_28, USD: '1.0500', CNY: '7.6000' };
    const r = await upload('eurofxref-daily.xml', ecbXml('2025-03-03', rates));
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({ date: '2025-03-03', origin: 'imported' });
    // 1.05 / 7.6 = 0.138157… → 0.1382; 1 / 7.6 = 0.131578… → 0.1316.
    const byCode = Object.fromEntries(
      data.rates.map((x: { code: string; rate: string }) => [x.code, x.rate]),
    );
    expect(byCode).toMatchObject({ CNY: '1.0000', USD: '0.1382', EUR: '0.1316' });
    expect((await h.post('/api/Admin/Rates', {}, tokens.admin)).json().data).toEqual(data);
    const stored = await h.storage.latestRates();
    expect(stored).toMatchObject({ date: '2025-03-03', importedBy: 'id-admin' });

    const conv = await rate({ userCaseID: attempt, amount: '100', from: 'CNY', to: 'USD' });
    expect(conv.json().data).toMatchObject({
      date: '2025-03-03',
      origin: 'imported',
      conversion: { result: '13.82' },
    });
    const fixed = await rate({ userCaseID: fixedAttempt, amount: '100', from: 'CNY', to: 'USD' });
    expect(fixed.json().data).toMatchObject({
      date: '2025-01-02',
      origin: 'case',
      conversion: { result: '14.00' },
    });
    const gbp = await rate({ userCaseID: fixedAttempt, amount: '1', from: 'GBP', to: 'CNY' });
    expect(gbp.json().message).toBe('rates.error.missingCurrency');
  });
});
