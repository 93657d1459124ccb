#!/usr/bin/env node
// The `cbsim` command (package.json "bin", so `npx cbsim validate scenarios/cases` works). It runs
// cli/cbsim.ts, which needs Node's TypeScript type stripping (Node >= 22.18 or >= 23.6; the
// project pins Node 24). On an older Node it hands over to the project's own Node 24
// (node_modules/.bin/node, from the `node` devDependency) when there is one, else says why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const stripsTypes = major >= 24 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);

if (stripsTypes) {
  await import('./cbsim.ts');
} else {
  const cli = fileURLToPath(new URL('./cbsim.ts', import.meta.url));
  const node24 = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
  if (!existsSync(node24)) {
    console.error(
      `cbsim needs Node 24 (it runs TypeScript directly); this is Node ${process.versions.node}.\n` +
        'Run `npm install` (it installs Node 24 into node_modules/.bin) or use Node 24.',
    );
    process.exit(1);
  }
  const r = spawnSync(node24, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
