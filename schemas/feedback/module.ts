/** The feedback module as the kit sees it (schemas/kit.ts). */
import { defineSchemaModule, FLAG } from '../kit.ts';
import { FeedbackCommand, FeedbackEventData } from './domain.ts';
import { FeedbackWorld } from './world.ts';

export const feedbackSchema = defineSchemaModule({
  commands: FeedbackCommand,
  events: FeedbackEventData,
  world: FeedbackWorld,
  policyActions: {},
  finals: { review: ['removed', 'replied', 'removalRequests', 'refusedRequests'] },
  finalValues: { review: { removed: FLAG, replied: FLAG } },
});

declare module '../kit.ts' {
  interface SchemaModules {
    feedback: typeof feedbackSchema;
  }
}
