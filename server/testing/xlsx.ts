/**
 * A small ZIP writer and a minimal .xlsx builder for tests and benches: hostile spreadsheets are
 * generated, never committed. An entry may be given already deflated (a stream of hundreds of
 * MB is deflated chunk by chunk) and may declare a size other than its real one (a lying header).
 */
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export type Deflated = { deflated: Buffer; size: number; crc: number };
export type ZipEntry = {
  name: string;
  content: string | Buffer | Deflated;
  /** Uncompressed size written in both headers (default: the real one). */
  declaredSize?: number;
  /** Stored without compression (method 0). */
  store?: boolean;
};

const isDeflated = (c: ZipEntry['content']): c is Deflated =>
  typeof c === 'object' && !Buffer.isBuffer(c);

export const deflate = (content: string | Buffer): Deflated => {
  const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { deflated: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
};

/** Deflates head + row(1) … row(count) + tail without holding the inflated text in memory. */
export const deflateRows = async (
  head: string,
  row: (n: number) => string,
  count: number,
  tail: string,
): Promise<Deflated> => {
  const stream = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  let size = 0;
  let crc = 0;
  const write = async (s: string) => {
    const b = Buffer.from(s);
    size += b.length;
    crc = crc32(b, crc);
    if (!stream.write(b)) await new Promise((r) => stream.once('drain', r));
  };
  await write(head);
  // Rows go to the stream in ~1 MB blocks: few, large writes.
  let block: string[] = [];
  let blockLength = 0;
  for (let n = 1; n <= count; n++) {
    const r = row(n);
    block.push(r);
    blockLength += r.length;
    if (blockLength >= 1 << 20 || n === count) {
      await write(block.join(''));
      block = [];
      blockLength = 0;
    }
  }
  await write(tail);
  stream.end();
  await ended;
  return { deflated: Buffer.concat(chunks), size, crc };
};

export const zip = (entries: ZipEntry[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = isDeflated(e.content) ? null : Buffer.from(e.content);
    const d = raw
      ? e.store
        ? { deflated: raw, size: raw.length, crc: crc32(raw) }
        : deflate(raw)
      : (e.content as Deflated);
    const method = e.store && raw ? 0 : 8;
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? d.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(d.crc >>> 0, 14);
    local.writeUInt32LE(d.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(d.crc >>> 0, 16);
    central.writeUInt32LE(d.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, d.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + d.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
};

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** Column letters of a 1-based column number: 1 → A, 27 → AA. */
export const columnName = (n: number): string =>
  n <= 0 ? '' : columnName(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/** Row `n` of inline-string cells (numbers as number cells), with addresses as Excel writes. */
export const rowXml = (n: number, cells: (string | number)[]) =>
  `<row r="${n}">${cells
    .map((v, j) => {
      const r = `${columnName(j + 1)}${n}`;
      return typeof v === 'number'
        ? `<c r="${r}"><v>${v}</v></c>`
        : `<c r="${r}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
    })
    .join('')}</row>`;

export const sheetXml = (rows: (string | number)[][]) =>
  SHEET_HEAD + rows.map((cells, i) => rowXml(i + 1, cells)).join('') + SHEET_TAIL;

/** A workbook with one sheet; the sheet part may be pre-deflated and may lie about its size. */
export const xlsxOf = (
  sheet: string | Deflated,
  opts: {
    sharedStrings?: string;
    styles?: string;
    workbook?: string;
    declaredSheetSize?: number;
    store?: boolean;
  } = {},
): Buffer =>
  zip(
    [
      {
        name: '[Content_Types].xml',
        content:
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      },
      {
        name: '_rels/.rels',
        content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        content:
          opts.workbook ??
          `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content:
          `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (opts.sharedStrings
            ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
            : '') +
          (opts.styles
            ? `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>`
            : '') +
          '</Relationships>',
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        content: sheet,
        ...(opts.declaredSheetSize === undefined ? {} : { declaredSize: opts.declaredSheetSize }),
      },
      ...(opts.sharedStrings
        ? [{ name: 'xl/sharedStrings.xml', content: opts.sharedStrings }]
        : []),
      ...(opts.styles ? [{ name: 'xl/styles.xml', content: opts.styles }] : []),
    ].map((e) => ({ ...e, store: opts.store ?? false })),
  );

/** sharedStrings.xml holding the given strings, in order. */
export const sharedStringsXml = (strings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((s) => `<si><t>${escapeXml(s)}</t></si>`)
    .join('')}</sst>`;
