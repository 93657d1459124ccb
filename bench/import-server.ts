/**
 * The server the import bench talks to, in a process of its own (so its peak RSS is its own):
 * a temp SQLite database, the shipped cases, one student. Started by import-health.ts with an
 * IPC channel: it sends { url } when listening, answers 'rss' with { maxRssMb }, and closes
 * on 'stop'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { loadCatalogue, publishCases } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-imports-'));
const storage = await openStorage({ dataDir: dir });
const { catalogue } = loadCatalogue(new URL('../scenarios/cases', import.meta.url).pathname);
await publishCases(storage, catalogue, new Date());
await storage.createUser({
  id: 'u1',
  username: 'bench',
  displayName: 'Bench',
  role: 'student',
  passwordHash: await hashPassword('benchpass1'),
  classId: null,
  createdAt: new Date().toISOString(),
});
const app = await buildApp({ storage, catalogue });
const url = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (m) => {
  if (m === 'rss') process.send?.({ maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
  if (m === 'stop') {
    void app
      .close()
      .then(() => storage.close())
      .finally(() => {
        rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
  }
});
process.send?.({ url });
