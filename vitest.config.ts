/** Vitest configuration: the unit and int test projects. */
import { defineConfig } from 'vitest/config';

// Test tiers by file name: *.unit.test.ts(x) (fast, pure) and *.int.test.ts (real databases,
// the server through inject). Browser end-to-end tests run with Playwright (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{engine,schemas,server,web,cli,scenarios,tests}/**/*.unit.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['{engine,schemas,server,web,cli,tests}/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
