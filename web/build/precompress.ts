/**
 * Vite plugin: after a build, writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
 * next to every text file of the output that is worth compressing, so the server sends them as
 * they are (@fastify/static `preCompressed`) instead of compressing on each request. A copy is
 * kept only when it is smaller than the file. Build-time code: runs in Node, never in the page.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing; images and fonts other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm)$/;
/** Below this a compressed copy saves too little to be worth a second file. */
export const MIN_BYTES = 1024;

const walk = async (dir: string): Promise<string[]> =>
  (
    await Promise.all(
      (await readdir(dir, { withFileTypes: true })).map((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      ),
    )
  ).flat();

/** Writes the .br and .gz copies of one file; returns how many it wrote. */
export const precompressFile = async (file: string): Promise<number> => {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [ext, data] of [
    ['br', br],
    ['gz', gz],
  ] as const) {
    if (data.length < bytes.length) {
      await writeFile(`${file}.${ext}`, data);
      written += 1;
    }
  }
  return written;
};

/** Compresses every compressible file of `dir` of at least MIN_BYTES. */
export const precompressDir = async (dir: string): Promise<number> => {
  const files = (await walk(dir)).filter((f) => COMPRESSIBLE.test(f));
  const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size));
  const counts = await Promise.all(
    files.filter((_, i) => (sizes[i] ?? 0) >= MIN_BYTES).map(precompressFile),
  );
  return counts.reduce((a, b) => a + b, 0);
};

export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'cbsim-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const written = await precompressDir(outDir);
      this.info(`pre-compressed: ${written} .br/.gz files in ${outDir}`);
    },
  };
};
