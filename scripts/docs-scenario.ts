// Writes the scenario field reference (docs/scenario-reference/*.md) from the TypeBox schemas and
// the engine: `npm run docs:scenario`. A unit test (tests/scenarioReference.unit.test.ts) fails
// when the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REFERENCE_DIR, scenarioReference } from './scenarioReference/render.ts';

const dir = resolve(import.meta.dirname, '..', REFERENCE_DIR);
const files = scenarioReference();
mkdirSync(dir, { recursive: true });
// A module gone from the list takes its page with it.
for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(join(dir, name));
for (const [name, text] of files) writeFileSync(join(dir, name), text);
process.stdout.write(`wrote ${files.size} files to ${REFERENCE_DIR}\n`);
