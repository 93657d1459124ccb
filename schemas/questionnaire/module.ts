/** The questionnaires module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { defineSchemaModule } from '../kit.ts';
import { QuestionnaireCommand, QuestionnaireEventData } from './domain.ts';
import { QuestionnaireWorld } from './world.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const questionnaireSchema = defineSchemaModule({
  commands: QuestionnaireCommand,
  events: QuestionnaireEventData,
  world: QuestionnaireWorld,
  policyActions: {},
  timerActions: {
    /** A buyer of the world's respondents answers a started questionnaire. */
    questionnaireAnswered: Type.Object({ id: Id, buyer: Id }, closed),
  },
  finals: {},
});

declare module '../kit.ts' {
  interface SchemaModules {
    questionnaire: typeof questionnaireSchema;
  }
}
