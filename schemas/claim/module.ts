/** The claims module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { defineSchemaModule } from '../kit.ts';
import { ClaimCommand, ClaimEventData } from './domain.ts';
import { ClaimsWorld } from './world.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const claimsSchema = defineSchemaModule({
  commands: ClaimCommand,
  events: ClaimEventData,
  world: ClaimsWorld,
  policyActions: {},
  timerActions: {
    /** The counterparty answers a claim (by the scenario's rule). */
    claimAnswered: Type.Object({ id: Id }, closed),
    /** The counterparty has looked at the evidence. */
    claimEvidenceReviewed: Type.Object({ id: Id }, closed),
  },
  finals: {},
});

declare module '../kit.ts' {
  interface SchemaModules {
    claim: typeof claimsSchema;
  }
}
