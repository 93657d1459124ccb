/**
 * Browser end-to-end tests: the built web app served by the real server (node server/main.ts)
 * on a fixed uncommon port with a fresh data directory, in Debian's Chromium, headless.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const port = Number(process.env.CBSIM_E2E_PORT ?? 3917);
// The config is loaded by the runner and by each worker: create the data directory once.
process.env.CBSIM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cbsim-e2e-'));
const dataDir = process.env.CBSIM_E2E_DATA_DIR;

const baseURL = `http://127.0.0.1:${port}`;
// The teachers' second opinion talks to a fake language model (fakeLlmServer.ts) beside it.
const llmPort = port + 100;

export default defineConfig({
  testDir: here,
  testMatch: '**/*.e2e.test.ts',
  outputDir: resolve(root, 'test-results'),
  // Two workers: most of a case test is waiting for the sim clock, so two overlap well on two
  // cores. Each worker plays the cases as its own student (cases/play.ts).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resolve(root, 'reports/playwright.json') }]],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // Far from every case's zone: times must show on the case's clock, not the browser's.
    timezoneId: 'America/Los_Angeles',
    // The app turns antd's motion off for users who ask for less of it; tests ask too, so no
    // click lands on a dialog still zooming in (a flake seen on a loaded machine).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node tests/e2e/fakeLlmServer.ts',
      cwd: root,
      url: `http://127.0.0.1:${llmPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { CBSIM_E2E_LLM_PORT: String(llmPort) },
    },
    {
      command: 'node server/main.ts',
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        LLM_URL: `http://127.0.0.1:${llmPort}`,
        LLM_MODEL: 'e2e',
      },
    },
  ],
});
