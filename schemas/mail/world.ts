/** The mail module's slice of a scenario's world: mails in the inbox and the buyers' scripts. */
import { Type, type Static } from 'typebox';
import { EntityId, Instant, LocalText, described } from '../common.ts';
import { BuyerScript } from '../conversation/script.ts';

const closed = { additionalProperties: false } as const;

export const ScenarioMail = Type.Object(
  {
    id: described(EntityId, 'Mail id, as policies (deliverMail) and final conditions name it'),
    from: described(
      EntityId,
      "The buyer who wrote it (their address is the buyer's e-mail account or contact)",
    ),
    store: described(EntityId, 'The store whose mailbox receives it'),
    at: described(
      Instant,
      'Sim time it arrives: before the case starts it is already there, after it arrives then',
    ),
    subject: described(LocalText, 'Subject line'),
    body: described(LocalText, 'The text of the mail'),
    orderNo: described(Type.Optional(EntityId), 'The order it is about'),
    read: described(Type.Optional(Type.Boolean()), 'Already read at the start'),
  },
  closed,
);
export type ScenarioMail = Static<typeof ScenarioMail>;

export const MailWorld = {
  mail: described(
    Type.Optional(
      Type.Object(
        {
          inbox: described(
            Type.Optional(Type.Array(ScenarioMail, { maxItems: 200 })),
            'Mails from buyers: there at the start, or arriving at their time',
          ),
          scripts: described(
            Type.Optional(Type.Array(BuyerScript, { maxItems: 50 })),
            "Buyers who answer the student's mails by a script",
          ),
        },
        closed,
      ),
    ),
    'The mailbox: mails from buyers and scripted buyers',
  ),
};
