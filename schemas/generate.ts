// Writes the JSON Schema files that editors and the CLI read, from the TypeBox definitions.
// `npm run schemas` regenerates; a unit test fails when a committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedSchemas } from './generated.ts';

for (const [file, schema] of Object.entries(generatedSchemas)) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  writeFileSync(path, JSON.stringify(schema, null, 2) + '\n');
  process.stdout.write(`wrote ${path}\n`);
}
