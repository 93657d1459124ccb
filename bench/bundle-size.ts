/** Size of the built web app (dist/web): what a browser downloads, raw and gzip-compressed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleSize = {
  files: number;
  rawKiB: number;
  gzipKiB: number;
  /** The largest script: the one a first visit waits on longest. */
  largest: { name: string; rawKiB: number; gzipKiB: number } | null;
};

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Null when the app is not built (run `npm run build` first). */
export const bundleSize = (dir: string): BundleSize | null => {
  if (!existsSync(dir)) return null;
  const assets = walk(dir).filter((f) => /\.(js|css)$/.test(f));
  let raw = 0;
  let gzip = 0;
  let largest: BundleSize['largest'] = null;
  for (const f of assets) {
    const bytes = readFileSync(f);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    if (f.endsWith('.js') && (!largest || kib(bytes.length) > largest.rawKiB)) {
      largest = { name: relative(dir, f), rawKiB: kib(bytes.length), gzipKiB: kib(zipped) };
    }
  }
  return { files: assets.length, rawKiB: kib(raw), gzipKiB: kib(gzip), largest };
};
