import { QuestionFile } from './questions.ts';
import { Scenario } from './scenario.ts';

/** JSON Schema files written from TypeBox definitions, by file name next to this one. */
export const generatedSchemas: Record<string, unknown> = {
  'scenario.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', ...Scenario },
  'questions.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', ...QuestionFile },
};
