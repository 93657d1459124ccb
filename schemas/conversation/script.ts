/**
 * Scripted buyers (shared by mail and, later, chat): a small state machine per buyer. In each
 * state, the student's message is checked against `on` (first match wins, else `otherwise`);
 * `patience` fires when the student has not written for a sim duration. A step may write back
 * after a delay, move the buyer to another state, and end the conversation with an outcome.
 */
import { Type, type Static } from 'typebox';
import { EntityId, LocalText, described } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Duration = Type.String({
  pattern: '^[0-9]{1,6}(s|m|h|d)$',
  description: 'Sim time: 30m, 24h, 2d',
});
const StateName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' });
const Phrases = Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: 20 });

/** Patterns marketplaces ban in messages to buyers. */
export const BANNED_PATTERNS = ['link', 'email', 'phone', 'reviewIncentive'] as const;
export type BannedPattern = (typeof BANNED_PATTERNS)[number];
export const BannedPattern = Type.Enum(BANNED_PATTERNS);

/** What a student's message must satisfy (the same checks as a rubric; all must pass). */
export const MessageCondition = Type.Object(
  {
    mustInclude: described(Type.Optional(Phrases), 'Words or phrases the text must contain'),
    anyOf: described(
      Type.Optional(Type.Array(Phrases, { maxItems: 20 })),
      'Groups of alternatives: the text contains one of each group',
    ),
    forbidden: described(Type.Optional(Phrases), 'Words or phrases the text must not contain'),
    banned: described(
      Type.Optional(Type.Array(BannedPattern, { uniqueItems: true })),
      'Patterns it must not contain: link, email, phone, reviewIncentive',
    ),
    minLength: described(
      Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
      'At least this many characters',
    ),
    language: Type.Optional(
      Type.Union([Type.Literal('buyer'), Type.String({ pattern: '^[a-z]{2}$' })], {
        description:
          "The message is in this language: buyer (the scripted buyer's own) or an ISO 639-1 code; a text too short to tell passes",
      }),
    ),
  },
  closed,
);

/** What the buyer says: a mail (subject and body by language). */
export const BuyerWords = Type.Object(
  { subject: Type.Optional(LocalText), body: LocalText },
  closed,
);

export const OUTCOMES = ['satisfied', 'followUp', 'badReview', 'dispute'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const Outcome = Type.Enum(OUTCOMES);

export const ScriptStep = Type.Object(
  {
    after: described(
      Type.Optional(Duration),
      "Sim delay before the buyer's words arrive (default 10m)",
    ),
    say: Type.Optional(BuyerWords),
    to: Type.Optional(StateName),
    outcome: described(Type.Optional(Outcome), 'Ends the conversation: how the buyer left it'),
  },
  closed,
);

export const ScriptState = Type.Object(
  {
    on: Type.Optional(
      Type.Array(Type.Object({ if: MessageCondition, ...ScriptStep.properties }, closed), {
        maxItems: 20,
      }),
    ),
    otherwise: Type.Optional(ScriptStep),
    patience: Type.Optional(
      Type.Object(
        { ...ScriptStep.properties, after: Duration },
        {
          ...closed,
          description: 'When the student has not written for `after` in this state',
        },
      ),
    ),
  },
  closed,
);

export const BuyerScript = Type.Object(
  {
    buyer: described(EntityId, 'The scripted buyer (an id of `buyers`)'),
    store: described(EntityId, 'Store whose mailbox the conversation is in'),
    orderNo: described(
      Type.Optional(EntityId),
      'Order the conversation is about (filled in replies, shown with the mail)',
    ),
    start: described(StateName, 'The state the buyer starts in'),
    states: described(
      Type.Record(StateName, ScriptState),
      "The script: state name \u2192 what the buyer does in it (`on` the student's message, `otherwise`, `patience`)",
    ),
  },
  closed,
);

export type MessageCondition = Static<typeof MessageCondition>;
export type BuyerWords = Static<typeof BuyerWords>;
export type ScriptStep = Static<typeof ScriptStep>;
export type ScriptState = Static<typeof ScriptState>;
export type BuyerScript = Static<typeof BuyerScript>;
