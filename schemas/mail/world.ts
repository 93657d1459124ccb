/** The mail module's slice of a scenario's world: mails in the inbox and the buyers' scripts. */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText } from '../common.ts';
import { BuyerScript } from '../conversation/script.ts';

const closed = { additionalProperties: false } as const;

export const ScenarioMail = Type.Object(
  {
    id: EntityId,
    /** The buyer who wrote it (their address is the buyer's e-mail account or contact). */
    from: EntityId,
    /** The store whose mailbox receives it. */
    store: EntityId,
    /** Sim time it arrives: before the case starts it is already there, after it arrives then. */
    at: Instant,
    subject: LocalText,
    body: LocalText,
    orderNo: Type.Optional(EntityId),
    read: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type ScenarioMail = Static<typeof ScenarioMail>;

export const MailWorld = {
  mail: Type.Optional(
    Type.Object(
      {
        inbox: Type.Optional(Type.Array(ScenarioMail, { maxItems: 200 })),
        scripts: Type.Optional(Type.Array(BuyerScript, { maxItems: 50 })),
      },
      closed,
    ),
  ),
};
