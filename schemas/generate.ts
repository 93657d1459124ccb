// Writes the JSON Schema files that editors and the CLI read, from the TypeBox definitions,
// formatted as `npm run format:check` expects. `npm run schemas` regenerates; a unit test
// fails when a committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generatedSchemas } from './generated.ts';

for (const [file, schema] of Object.entries(generatedSchemas)) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(schema), { ...options, filepath: path }));
  process.stdout.write(`wrote ${path}\n`);
}
