/**
 * The server the import bench talks to, in a process of its own (so its peak RSS is its own):
 * a temp SQLite database, the shipped cases, one student. Started by import-health.ts with an
 * IPC channel: it sends { url } when listening, answers 'rss' with { maxRssMb }, and closes
 * on 'stop'.
 */
import { startBenchServer } from './server.ts';

const { url, close } = await startBenchServer();

process.on('message', (m) => {
  if (m === 'rss') process.send?.({ maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
  if (m === 'stop') {
    void close().finally(() => process.exit(0));
  }
});
process.send?.({ url });
