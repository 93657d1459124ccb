/**
 * Reads the parts of an .xlsx (a ZIP archive) within a budget of inflated bytes. Sizes come from
 * the central directory and are checked against the budget before anything is inflated. Since a
 * header may lie, inflating is capped too: zlib's maxOutputLength stops at the declared size, so
 * a part that inflates past it (or to another size or CRC) is refused after at most that many
 * bytes.
 */
import { constants, crc32, inflateRawSync } from 'node:zlib';
import { ImportRefusal, unreadable } from './limits.ts';

export type ZipPart = {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_PARTS = 10_000;

/** Part names are looked up without case and without a leading slash, as OPC compares them. */
const key = (name: string) => name.replace(/^\/+/, '').toLowerCase();

export class ZipReader {
  private readonly bytes: Buffer;
  private readonly parts = new Map<string, ZipPart>();
  /** Inflated bytes still allowed. */
  private budget: number;

  constructor(bytes: Buffer, maxInflatedBytes: number) {
    this.bytes = bytes;
    this.budget = maxInflatedBytes;
    this.readCentralDirectory();
  }

  has(name: string) {
    return this.parts.has(key(name));
  }

  /** The names of the archive's parts, folders left out. */
  names(): string[] {
    return [...this.parts.values()].map((p) => p.name);
  }

  /** Refuses at once when the declared sizes of these parts already exceed what is left. */
  checkDeclared(names: string[]) {
    let total = 0;
    for (const n of names) total += this.parts.get(key(n))?.size ?? 0;
    if (total > this.budget) throw new ImportRefusal('import.error.tooLarge');
  }

  /** The inflated bytes of a part, or undefined when the archive has no such part. */
  read(name: string): Buffer | undefined {
    const part = this.parts.get(key(name));
    if (!part) return undefined;
    if (part.size > this.budget) throw new ImportRefusal('import.error.tooLarge');
    const b = this.bytes;
    const at = part.localOffset;
    if (at + 30 > b.length || b.readUInt32LE(at) !== LOCAL) throw unreadable();
    const localSize = b.readUInt32LE(at + 22);
    // Without a data descriptor (flag bit 3), the local header repeats the sizes: both must fit.
    if ((part.flags & 8) === 0 && localSize !== part.size) throw unreadable();
    const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
    const end = start + part.compressedSize;
    if (end > b.length) throw unreadable();
    const data = b.subarray(start, end);
    let out: Buffer;
    if (part.method === 0) {
      out = data;
    } else {
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, part.size) });
      } catch {
        // Past its declared size (ERR_BUFFER_TOO_LARGE: a lying header) or corrupt.
        throw unreadable();
      }
    }
    if (out.length !== part.size || crc32(out) >>> 0 !== part.crc) throw unreadable();
    this.budget -= out.length;
    return out;
  }

  /**
   * The start of a part: at least `bytes` of it inflated when it has them, at most 4 × that (its
   * compressed data is inflated from the start, a prefix twice as long each time, until enough
   * comes out); undefined when it cannot be read. Not counted against the budget: it is looked
   * at only when the part has been refused (a sheet too large to read shows how many rows it has).
   */
  head(name: string, bytes = 1 << 20): Buffer | undefined {
    const part = this.parts.get(key(name));
    if (!part) return undefined;
    const b = this.bytes;
    const at = part.localOffset;
    if (at + 30 > b.length || b.readUInt32LE(at) !== LOCAL) return undefined;
    const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
    const end = Math.min(b.length, start + part.compressedSize);
    if (part.method === 0) return b.subarray(start, Math.min(end, start + bytes));
    let out: Buffer | undefined;
    for (let n = 4096; ; n *= 2) {
      const to = Math.min(end, start + n);
      try {
        out = inflateRawSync(b.subarray(start, to), {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: 4 * bytes,
        });
      } catch {
        return out; // past 4 × bytes (a dense part) or corrupt: what came out before
      }
      if (out.length >= bytes || to === end) return out;
    }
  }

  private readCentralDirectory() {
    const b = this.bytes;
    let eocd = -1;
    for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
      if (b.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw unreadable();
    const count = b.readUInt16LE(eocd + 10);
    const cdSize = b.readUInt32LE(eocd + 12);
    const cdOffset = b.readUInt32LE(eocd + 16);
    // ZIP64 (0xffff / 0xffffffff markers) is never needed below the upload limit.
    if (count === 0xffff || cdOffset === 0xffffffff || count > MAX_PARTS) throw unreadable();
    if (cdOffset + cdSize > eocd) throw unreadable();
    let p = cdOffset;
    for (let i = 0; i < count; i++) {
      if (p + 46 > eocd || b.readUInt32LE(p) !== CENTRAL) throw unreadable();
      const nameLength = b.readUInt16LE(p + 28);
      const next = p + 46 + nameLength + b.readUInt16LE(p + 30) + b.readUInt16LE(p + 32);
      if (next > eocd) throw unreadable();
      const part: ZipPart = {
        name: b.toString('utf8', p + 46, p + 46 + nameLength),
        flags: b.readUInt16LE(p + 8),
        method: b.readUInt16LE(p + 10),
        crc: b.readUInt32LE(p + 16),
        compressedSize: b.readUInt32LE(p + 20),
        size: b.readUInt32LE(p + 24),
        localOffset: b.readUInt32LE(p + 42),
      };
      p = next;
      if (part.name.endsWith('/')) continue; // a folder
      const k = key(part.name);
      // Encrypted parts, unknown methods and two parts of one name (each reader would pick
      // another) are refused.
      if ((part.flags & 1) !== 0 || (part.method !== 0 && part.method !== 8)) throw unreadable();
      if (this.parts.has(k)) throw unreadable();
      if (part.method === 0 && part.compressedSize !== part.size) throw unreadable();
      this.parts.set(k, part);
    }
  }
}
