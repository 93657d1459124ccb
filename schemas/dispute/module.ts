/** The disputes module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { defineSchemaModule } from '../kit.ts';
import {
  DeadlineStage,
  DISPUTE_RESULTS,
  DISPUTE_STATUSES,
  DisputeCommand,
  DisputeEventData,
} from './domain.ts';
import { DisputesWorld } from './world.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const disputeSchema = defineSchemaModule({
  commands: DisputeCommand,
  events: DisputeEventData,
  world: DisputesWorld,
  policyActions: {},
  timerActions: {
    /** A deadline of a dispute passes (moot when the dispute moved on: `seq` differs). */
    disputeDeadline: Type.Object({ id: Id, stage: DeadlineStage, seq: Type.Integer() }, closed),
    /** The buyer answers the seller's message (rule index, -1 the `otherwise`). */
    disputeBuyerReplies: Type.Object({ id: Id, rule: Type.Integer() }, closed),
    /** The buyer answers a partial-refund offer (moot when another offer followed). */
    disputeOfferAnswered: Type.Object({ id: Id, seq: Type.Integer() }, closed),
    /** The buyer escalates to the platform. */
    disputeEscalated: Type.Object({ id: Id }, closed),
  },
  finals: {
    dispute: ['status', 'result', 'refunded'],
  },
  finalValues: { dispute: { status: DISPUTE_STATUSES, result: [...DISPUTE_RESULTS, null] } },
});

declare module '../kit.ts' {
  interface SchemaModules {
    dispute: typeof disputeSchema;
  }
}
