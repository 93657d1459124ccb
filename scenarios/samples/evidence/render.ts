/**
 * Renders the evidence files the dispute cases hand the student (proofs of delivery, packing
 * records) from the HTML beside this script, with the Chromium the browser tests use:
 * `<name>.pdf.html` → `<name>.pdf` (A4), `<name>.png.html` → `<name>.png`. Run it after editing one,
 * naming it: `node scenarios/samples/evidence/render.ts pod-LP00619437226DE.pdf` (no name: all). The outputs are committed: a case's files must be
 * byte-stable, because a ruling recognises a case file by its bytes.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const only = process.argv.slice(2);
  for (const src of readdirSync(here).filter(
    (f) => f.endsWith('.html') && (only.length === 0 || only.includes(f.slice(0, -'.html'.length))),
  )) {
    const out = join(here, src.slice(0, -'.html'.length));
    await page.goto(pathToFileURL(join(here, src)).href);
    if (out.endsWith('.pdf')) await page.pdf({ path: out, format: 'A4', printBackground: true });
    else await page.screenshot({ path: out, fullPage: true });
    process.stdout.write(`${out}\n`);
  }
} finally {
  await browser.close();
}
