/** The app serving a small built web root of the test's own files, on a throwaway SQLite. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompressDir } from '../../web/build/precompress.ts';
import { buildApp } from '../app.ts';
import { catalogueOf } from '../catalogue.ts';
import { openStorage } from '../storage/index.ts';

/** `files`: paths under the web root (e.g. `assets/index-AbCd1234.js`) and their text. */
export const webAppHarness = async (
  files: Record<string, string>,
  opts: { precompress?: boolean } = {},
) => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-web-'));
  const webRoot = join(dir, 'web');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    writeFileSync(join(webRoot, path), text);
  }
  if (opts.precompress) await precompressDir(webRoot);
  const storage = await openStorage({ dataDir: dir });
  const app = await buildApp({ storage, catalogue: catalogueOf([]), webRoot });
  const close = async () => {
    await app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, close };
};
