/** Starts cbsim: storage (SQLite under DATA_DIR or PostgreSQL at DATABASE_URL), cases, demo data, HTTP. */
import { buildApp } from './app.ts';
import { loadCatalogue, publishCases } from './catalogue.ts';
import { configFromEnv } from './config.ts';
import { llmFromEnv } from './llm/config.ts';
import { DEMO_PASSWORD, seedIfEmpty } from './seed.ts';
import { openStorage } from './storage/index.ts';
import { examClockFile } from './exams/testClock.ts';
import { theoryClockFile, theoryTestClock } from './theory/testClock.ts';

const config = configFromEnv();
const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { catalogue, sources } = loadCatalogue(config.scenariosDir);
await publishCases(storage, catalogue, new Date());

const app = await buildApp({
  storage,
  catalogue,
  caseSources: sources,
  webRoot: config.webRoot,
  trustProxy: config.trustProxy,
  reportPdf: { fonts: config.pdfFonts },
  uploads: config.uploads,
  ...(config.deviceSecret ? { deviceSecret: config.deviceSecret } : {}),
  llm: llmFromEnv(),
  // Browser tests move the theory clock (a review due tomorrow); never outside NODE_ENV=test.
  ...(process.env.NODE_ENV === 'test'
    ? {
        theoryNow: theoryTestClock(theoryClockFile(config.port)),
        // The exam clock too (a deadline passed without waiting), followed within a second.
        examNow: theoryTestClock(examClockFile(config.port)),
        examMaxSleepMs: 1000,
      }
    : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

const seeded = await seedIfEmpty(storage, config.production, new Date());
if (seeded === 'refused') {
  app.log.warn('empty database in production: demo accounts are not created (NODE_ENV=production)');
} else if (seeded === 'seeded') {
  app.log.info('demo data created');
}
if (!config.production) {
  process.stdout.write(
    `\ncbsim demo accounts (password ${DEMO_PASSWORD}): student01 … student30, teacher01, teacher02, admin\n`,
  );
}

const close = async () => {
  await app.close();
  await storage.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
process.stdout.write(`cbsim is serving on http://localhost:${config.port} (${storage.kind})\n`);
