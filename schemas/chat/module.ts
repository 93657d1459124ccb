/** The chat module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { OUTCOMES } from '../conversation/script.ts';
import { defineSchemaModule, FLAG } from '../kit.ts';
import { ChatCommand, ChatEventData } from './domain.ts';
import { ChatWorld } from './world.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const chatSchema = defineSchemaModule({
  commands: ChatCommand,
  events: ChatEventData,
  world: ChatWorld,
  policyActions: {},
  timerActions: {
    /** A buyer's world message (world.chat.conversations[].messages[index]) arrives. */
    deliverChat: Type.Object({ buyer: Id, index: Type.Integer({ minimum: 0 }) }, closed),
    /** A scripted buyer writes what a step of their script says. */
    chatBuyerWrites: Type.Object(
      { buyer: Id, state: Type.String(), rule: Type.Integer({ minimum: -2 }) },
      closed,
    ),
    /** A scripted buyer waited long enough in a state (if they have not moved since). */
    chatBuyerLosesPatience: Type.Object({ buyer: Id, moves: Type.Integer({ minimum: 0 }) }, closed),
  },
  finals: {
    chat: [
      'state',
      'outcome',
      'moves',
      'groups',
      'unanswered',
      'firstResponseMinutes',
      'slowestResponseMinutes',
      'studentMessages',
    ],
  },
  finalValues: { chat: { outcome: [...OUTCOMES, null], unanswered: FLAG } },
});

declare module '../kit.ts' {
  interface SchemaModules {
    chat: typeof chatSchema;
  }
}
