/** The mail module as the kit sees it (schemas/kit.ts). */
import { Type } from 'typebox';
import { EntityId, described } from '../common.ts';
import { OUTCOMES } from '../conversation/script.ts';
import { defineSchemaModule, FLAG } from '../kit.ts';
import { MAIL_BOXES, MailCommand, MailEventData } from './domain.ts';
import { MailWorld } from './world.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const mailSchema = defineSchemaModule({
  commands: MailCommand,
  events: MailEventData,
  world: MailWorld,
  policyActions: {
    deliverMail: Type.Object(
      { mail: described(EntityId, 'The id of a mail of `world.mail.inbox`') },
      { ...closed, description: 'A mail of world.mail.inbox arrives (instead of at its own time)' },
    ),
  },
  timerActions: {
    /** A mail the student scheduled goes out. */
    sendScheduledMail: Type.Object({ mail: Id }, closed),
    /** A scripted buyer writes what a step of their script says. */
    buyerWrites: Type.Object(
      { buyer: Id, state: Type.String(), rule: Type.Integer({ minimum: -2 }) },
      closed,
    ),
    /** A scripted buyer waited long enough in a state (if they have not moved since). */
    buyerLosesPatience: Type.Object({ buyer: Id, moves: Type.Integer({ minimum: 0 }) }, closed),
  },
  finals: {
    mail: ['box', 'read', 'starred', 'noReply', 'replied'],
    conversation: ['state', 'outcome', 'moves'],
  },
  finalValues: {
    mail: { box: MAIL_BOXES, read: FLAG, starred: FLAG, noReply: FLAG, replied: FLAG },
    conversation: { outcome: [...OUTCOMES, null] },
  },
});

declare module '../kit.ts' {
  interface SchemaModules {
    mail: typeof mailSchema;
  }
}
