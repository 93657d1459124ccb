// Prints the closing line CI reads, `N passed, N failed`, summed from the vitest and
// Playwright JSON reports (missing reports count as nothing run).
import { existsSync, readFileSync } from 'node:fs';

const read = (path: string): Record<string, unknown> | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : null;

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read('reports/vitest.json') as {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
} | null;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const pw = read('reports/playwright.json') as {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
} | null;
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
process.stdout.write(
  `vitest: ${vitest ? 'report read' : 'no report'}; playwright: ${pw ? 'report read' : 'no report'}\n`,
);
process.stdout.write(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
