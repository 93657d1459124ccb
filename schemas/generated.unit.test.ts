import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedSchemas } from './generated.ts';

describe('committed JSON Schema files', () => {
  it.each(Object.keys(generatedSchemas))(
    '%s matches its TypeBox source (run `npm run schemas`)',
    (file) => {
      const committed = JSON.parse(
        readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'),
      );
      expect(committed).toEqual(JSON.parse(JSON.stringify(generatedSchemas[file])));
    },
  );
});
