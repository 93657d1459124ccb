/**
 * Reads the ECB's daily reference rates (eurofxref-daily.xml: one `<Cube time=…>` holding
 * `<Cube currency=… rate=…/>`, units per 1 EUR) into a CNY-based table (engine/rates). Runs in the
 * rates worker; refuses anything else with a message key (ImportRefusal), so nothing is stored.
 */
import { fromEuroRates, RateError, type RateTable } from '../../engine/rates/convert.ts';
import { ImportRefusal } from '../imports/limits.ts';
import { CLOSE, END, OPEN, XmlReader } from '../imports/xml.ts';

/** More currencies than the ECB has ever quoted (about 40): a file past this is not its file. */
export const MAX_CURRENCIES = 200;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const CODE = /^[A-Z]{3}$/;
const RATE = /^[0-9]{1,9}(\.[0-9]{1,8})?$/;

const notEcb = () => new ImportRefusal('rates.error.notEcb');

export const readEcbDaily = (bytes: Buffer): RateTable => {
  const xml = new XmlReader(bytes);
  let date: string | null = null;
  let days = 0;
  let sawEnvelope = false;
  const perEuro: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (let t = xml.next(); t !== END; t = xml.next()) {
    if (t === CLOSE || t !== OPEN) continue;
    if (xml.name === 'Envelope') sawEnvelope = true;
    if (xml.name !== 'Cube') continue;
    const a = xml.attrs();
    if (a.time !== undefined) {
      days++;
      if (days > 1) throw new ImportRefusal('rates.error.notDaily');
      if (!DATE.test(a.time) || Number.isNaN(Date.parse(`${a.time}T00:00:00Z`))) throw notEcb();
      date = a.time;
    } else if (a.currency !== undefined || a.rate !== undefined) {
      if (date === null) throw notEcb();
      const code = a.currency ?? '';
      const rate = a.rate ?? '';
      if (!CODE.test(code) || !RATE.test(rate) || Number(rate) <= 0)
        throw new ImportRefusal('rates.error.badRate', { currency: code.slice(0, 10) });
      if (code in perEuro) throw new ImportRefusal('rates.error.twice', { currency: code });
      if (++count > MAX_CURRENCIES) throw notEcb();
      perEuro[code] = rate;
    }
  }
  if (!sawEnvelope || date === null || count === 0) throw notEcb();
  try {
    return fromEuroRates(date, `ECB euro foreign exchange reference rates, ${date}`, perEuro);
  } catch (e) {
    throw e instanceof RateError ? new ImportRefusal(e.key, e.params) : e;
  }
};
