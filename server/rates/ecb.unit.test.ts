/** Reading the ECB's daily file: its real layout, the shipped snapshot reproduced, refusals. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, ECB_2024_06_28 } from '../../engine/rates/defaultRates.ts';
import { ImportRefusal } from '../imports/limits.ts';
import { MAX_CURRENCIES, readEcbDaily } from './ecb.ts';

const file = (date: string, cubes: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n` +
      `\t<gesmes:subject>Reference rates</gesmes:subject>\n\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n` +
      `\t<Cube>\n\t\t<Cube time='${date}'>\n${cubes}\t\t</Cube>\n\t</Cube>\n</gesmes:Envelope>\n`,
  );
const cubesOf = (rates: Record<string, string>) =>
  Object.entries(rates)
    .map(([c, r]) => `\t\t\t<Cube currency='${c}' rate='${r}'/>\n`)
    .join('');
const keyOf = (bytes: Buffer) => {
  try {
    readEcbDaily(bytes);
  } catch (e) {
    if (e instanceof ImportRefusal) return e.key;
    throw e;
  }
  return 'read';
};

describe('readEcbDaily', () => {
  it('reads the 2024-06-28 file into the shipped snapshot', () => {
    expect(readEcbDaily(file('2024-06-28', cubesOf(ECB_2024_06_28)))).toEqual(DEFAULT_RATES);
  });

  it('refuses more currencies than the ECB quotes, a DTD, a missing date and a bare root', () => {
    const many: Record<string, string> = { CNY: '7.7' };
    for (let i = 0; i < MAX_CURRENCIES + 1; i++)
      many[String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 65)] = '1.5';
    expect(keyOf(file('2024-06-28', cubesOf(many)))).toBe('rates.error.notEcb');
    expect(keyOf(Buffer.from('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'))).toBe(
      'import.error.unreadable',
    );
    expect(
      keyOf(Buffer.from("<Envelope><Cube><Cube currency='CNY' rate='7.7'/></Cube></Envelope>")),
    ).toBe('rates.error.notEcb');
    expect(keyOf(Buffer.from("<Cube><Cube time='2024-06-28'/></Cube>"))).toBe('rates.error.notEcb');
    expect(keyOf(file('2024-06-28', cubesOf({ CNY: '7.7', USD: '1.2.3' })))).toBe(
      'rates.error.badRate',
    );
    expect(keyOf(file('2024-06-28', cubesOf({ CNY: '0' })))).toBe('rates.error.badRate');
  });
});
