/**
 * Scenario DSL v1: the single source of truth for a case file's shape.
 * `npm run schemas` writes scenario.schema.json from this definition (editors and
 * the CLI read the JSON file); TypeScript types come from `Static<>` of the same objects.
 */
import { Type, type Static } from 'typebox';
import {
  CaseType,
  Carrier,
  EntityId as Id,
  Instant,
  LocalText,
  ModuleId,
  Page,
  Platform,
  Region,
  described,
} from './common.ts';
import { BannedPattern } from './conversation/script.ts';
import { RateTable } from './rates.ts';
import {
  FINAL_ENTITIES,
  POLICY_ACTIONS,
  WORLD_PROPERTIES,
  type PolicyAction as ModulePolicyAction,
} from './modules.ts';
const closed = { additionalProperties: false } as const;

export const Store = Type.Object(
  {
    id: described(Id, 'Store id, as orders, stock, mails and chats name it'),
    platform: described(
      Platform,
      'The marketplace the store sells on: its rules apply (disputes, review removal, what messages may say)',
    ),
    name: Type.String({ minLength: 1, maxLength: 80, description: 'Store name the student sees' }),
    currency: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{3}$',
        default: 'USD',
        description: "ISO 4217 code of the store's prices",
      }),
    ),
  },
  closed,
);

export const Buyer = Type.Object(
  {
    id: described(Id, 'Buyer id, as orders, mails, chats and final conditions (customer) name it'),
    name: Type.String({ minLength: 1, maxLength: 80, description: 'Name the student sees' }),
    account: Type.Optional(
      Type.String({
        maxLength: 120,
        description: 'Account name on the platform (default: the id)',
      }),
    ),
    region: Type.Optional(
      described(Region, 'Where the buyer lives, in their customer file (default other)'),
    ),
    platform: Type.Optional(
      described(
        Platform,
        "Platform of their customer file (default: that of their first order's store)",
      ),
    ),
    contact: Type.Optional(
      Type.String({ maxLength: 120, description: 'E-mail or phone in their customer file' }),
    ),
    details: Type.Optional(
      Type.String({ maxLength: 500, description: 'Notes in their customer file' }),
    ),
    blacklisted: Type.Optional(Type.Boolean({ description: 'Starts on the blacklist' })),
    language: Type.Optional(
      Type.String({
        pattern: '^[a-z]{2}$',
        description:
          'The language the buyer writes in (ISO 639-1, e.g. es); a rubric with `language: buyer` expects replies in it',
      }),
    ),
  },
  closed,
);

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
/** A match value: a scalar (equal), a list (an array field must contain every item), or a range. */
export const MatchValue = Type.Union([
  Scalar,
  Type.Array(Scalar, { minItems: 1 }),
  Type.Object({ min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) }, closed),
]);
export const Match = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$' }), MatchValue);

/** A sim-time duration: 30s, 10m, 2h, 1d. Real time = sim time / clock.speed. */
export const Duration = Type.String({ pattern: '^[0-9]{1,6}(s|m|h|d)$' });

/** What a policy does: one action of a module (schemas/modules.ts). */
export const PolicyAction = Type.Union(POLICY_ACTIONS);

export const Policy = Type.Object(
  {
    id: described(Id, 'Policy id, unique in the case'),
    on: Type.Object(
      {
        event: Type.String({
          pattern: '^[A-Z][A-Za-z]+$',
          description: "Event type that starts the timer (see the modules' events)",
        }),
        match: Type.Optional(described(Match, 'Only events whose data match')),
      },
      { ...closed, description: 'The event the policy waits for' },
    ),
    after: described(Duration, 'How long after the event the action runs, on the case clock'),
    do: PolicyAction,
  },
  {
    ...closed,
    description:
      'Something the world does a while after an event (a buyer ships a return once agreed)',
  },
);

export const EventCondition = Type.Object(
  {
    event: Type.String({
      pattern: '^[A-Z][A-Za-z]+$',
      description: 'Event type, e.g. OrderShipped',
    }),
    match: Type.Optional(described(Match, 'Only events whose data match')),
  },
  closed,
);

export const FinalCondition = Type.Object(
  {
    final: Type.Object(
      {
        entity: Type.Enum(FINAL_ENTITIES, {
          description: "The kind of entity (see each module's final state)",
        }),
        key: Type.String({
          minLength: 1,
          description: 'Order number, SKU, after-sales id or customer (buyer) id',
        }),
        match: described(Match, 'Fields the entity must have when the attempt ends'),
      },
      { ...closed, description: 'The state of one entity when the attempt ends' },
    ),
  },
  closed,
);

/** Parts of a reply a rubric's `structure` asks for (engine/scoring/replyParts.ts has the phrases). */
export const ReplyPart = Type.Union(
  [
    Type.Literal('greeting'),
    Type.Literal('acknowledge'),
    Type.Literal('nextStep'),
    Type.Literal('closing'),
  ],
  {
    description:
      "greeting (with the buyer's name when the rule names its buyer), acknowledge (sorry, I understand, thank you for…), nextStep (what happens next, with a time or date), closing (a sign-off or the store's name)",
  },
);

/** The criteria of a rubric, as `weights` names them (each check kind belongs to one). */
export const RubricCriterion = Type.Union([
  Type.Literal('mustInclude'),
  Type.Literal('anyOf'),
  Type.Literal('forbidden'),
  Type.Literal('banned'),
  Type.Literal('length'),
  Type.Literal('within'),
  Type.Literal('language'),
  Type.Literal('structure'),
  Type.Literal('sentences'),
  Type.Literal('tone'),
]);

const Weight = Type.Integer({
  minimum: 0,
  maximum: 100,
  description: "The criterion's weight (0: its checks earn nothing)",
});

export const Rubric = Type.Object(
  {
    field: Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9]*$',
      description: 'Text field of the event (or of the list item that `item` picks)',
    }),
    item: Type.Optional(
      Type.Object(
        {
          list: Type.String({
            pattern: '^[A-Za-z][A-Za-z0-9]*$',
            description: 'List field of the event, e.g. adjustments',
          }),
          match: described(Match, 'Fields of the item to grade'),
        },
        {
          ...closed,
          description:
            'Grade the text of the first item of a list that matches, e.g. the reason of one count line',
        },
      ),
    ),
    mustInclude: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        maxItems: 20,
        description: 'Words or phrases the text must contain, each a check',
      }),
    ),
    anyOf: Type.Optional(
      Type.Array(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }), {
        maxItems: 20,
        description:
          'Groups of alternatives: the text must contain one of each group, each a check',
      }),
    ),
    forbidden: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        maxItems: 20,
        description: 'Words or phrases the text must not contain',
      }),
    ),
    banned: Type.Optional(
      Type.Array(BannedPattern, {
        uniqueItems: true,
        description: 'Patterns marketplaces ban in messages: link, email, phone, reviewIncentive',
      }),
    ),
    minLength: Type.Optional(
      Type.Integer({ minimum: 0, description: 'At least this many characters' }),
    ),
    maxLength: Type.Optional(
      Type.Integer({ minimum: 1, description: 'At most this many characters' }),
    ),
    within: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,6}(s|m|h|d)$',
        description:
          "Response time on the sim clock (e.g. 24h): read from the event's responseMinutes",
      }),
    ),
    language: Type.Optional(
      Type.Union([Type.Literal('buyer'), Type.String({ pattern: '^[a-z]{2}$' })], {
        description:
          'The language the text must be written in: buyer (the language of the buyer it is addressed to) or an ISO 639-1 code; a text too short to tell passes',
      }),
    ),
    minWords: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'At least this many words (a Chinese or Japanese character is half a word)',
      }),
    ),
    maxWords: Type.Optional(Type.Integer({ minimum: 1, description: 'At most this many words' })),
    structure: Type.Optional(
      Type.Array(ReplyPart, {
        minItems: 1,
        uniqueItems: true,
        description: 'Parts the reply must have, each a check of its own',
      }),
    ),
    sentences: Type.Optional(
      Type.Boolean({
        description:
          'The required facts stand in sentences, and the text is not mostly ids, numbers and keywords',
      }),
    ),
    tone: Type.Optional(
      Type.Boolean({
        description: 'No blame of the buyer, no shouting in capitals, no !!! or ???, no ultimatums',
      }),
    ),
    weights: Type.Optional(
      Type.Partial(Type.Record(RubricCriterion, Weight), {
        ...closed,
        description:
          'An analytic rubric: each criterion weighs this much (1 if not named), shared equally among its checks; without weights every check weighs 1',
      }),
    ),
    mustPass: Type.Optional(
      Type.Array(RubricCriterion, {
        minItems: 1,
        uniqueItems: true,
        description:
          'Criteria every check of which must pass for the point to earn anything (e.g. sentences: a list of ids is no reply, however polite)',
      }),
    ),
  },
  closed,
);

export const ScoringRule = Type.Object(
  {
    point: Type.Integer({
      minimum: 1,
      maximum: 999_999,
      description: 'Tracking point number, as the analysis and the teacher list it',
    }),
    sourceID: Type.Optional(
      Type.Integer({
        minimum: -1,
        description:
          'For a client point: the source the browser reports it with (default -1); keeps points of one number apart',
      }),
    ),
    page: described(Page, 'The module page the point belongs to'),
    score: Type.Integer({
      minimum: -1000,
      maximum: 1000,
      description: 'What the point earns when hit (a rubric: up to it); negative: a penalty',
    }),
    content: described(LocalText, 'What the point checks, as the student and the teacher read it'),
    source: Type.Optional(
      Type.Union([Type.Literal('server'), Type.Literal('client')], {
        description:
          'client: a toolbox use the browser reports (PointRequest); server (default): derived from events',
      }),
    ),
    when: Type.Optional(
      Type.Union([EventCondition, FinalCondition], {
        description:
          'When the point is hit: an event happened (`event`, `match`), or an entity ends in a state (`final`)',
      }),
    ),
    pick: Type.Optional(
      Type.Union([Type.Literal('last'), Type.Literal('first'), Type.Literal('best')], {
        description:
          'Of several matching events: the last (default), the first (e.g. the first answer, for response time), or the one that earns most',
      }),
    ),
    rubric: Type.Optional(
      described(
        Rubric,
        'Grades a text of the matched event or entity: the point earns the share of its checks passed',
      ),
    ),
    short: Type.Optional(
      Type.Object(
        { reason: described(LocalText, 'Why a short text may earn the point') },
        {
          ...closed,
          description:
            'A written point a short text may earn (a yes/no confirmation, a size): `cbsim validate --explore` otherwise refuses a rubric some text of fewer than 12 words passes in full. Say why; such a point should be worth at most 10',
        },
      ),
    ),
  },
  closed,
);

/** A file the case hands the student (downloaded from the task and the matching import). */
export const Attachment = Type.Object(
  {
    name: Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,79}\\.(csv|xlsx|pdf|png|jpg)$',
      description:
        'File name the student downloads (.csv or .xlsx to import; .pdf, .png or .jpg as evidence)',
    }),
    file: Type.String({
      minLength: 1,
      maxLength: 300,
      description: 'Path of the file, relative to the case file',
    }),
    title: Type.Optional(described(LocalText, 'Title shown with the download')),
    import: Type.Optional(
      Type.Union([Type.Literal('orders'), Type.Literal('stock')], {
        description: 'The import this file is for: validate checks that it imports cleanly',
      }),
    ),
  },
  closed,
);

/** A hint: what it says, and the points opening it costs. */
export const Hint = Type.Object(
  {
    text: described(LocalText, 'What the hint says'),
    cost: Type.Integer({ minimum: 0, maximum: 100, description: 'Points opening it costs' }),
  },
  closed,
);

export const Scenario = Type.Object(
  {
    schemaVersion: Type.Literal(1, { description: 'Version of the case format' }),
    id: described(Id, 'Case id, unique among the cases: attempts and scores name it'),
    title: described(LocalText, 'Case name in the case list and the task'),
    description: described(LocalText, 'The situation, as the task tells it before the case starts'),
    require: Type.Array(LocalText, {
      minItems: 1,
      maxItems: 20,
      description: 'What the task asks, one requirement an item (shown as a numbered list)',
    }),
    caseType: described(CaseType, 'The scene category the practice centre lists the case under'),
    modules: Type.Array(ModuleId, {
      minItems: 1,
      uniqueItems: true,
      description: 'The modules (pages) the case uses: the student sees their pages',
    }),
    totalScore: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'The most the case gives: the points earned are capped at it',
    }),
    passScore: Type.Integer({
      minimum: 0,
      maximum: 1000,
      description: 'The score that passes (at most totalScore)',
    }),
    clock: Type.Object(
      {
        start: described(Instant, 'Sim time when the case starts'),
        speed: Type.Number({
          exclusiveMinimum: 0,
          maximum: 3600,
          description: 'Sim seconds per real second (1: real time; 60: a sim minute a second)',
        }),
      },
      {
        ...closed,
        description: "The case's clock: timers, deadlines and buyers' replies run on it",
      },
    ),
    stores: Type.Array(Store, { minItems: 1, maxItems: 20, description: "The seller's stores" }),
    buyers: Type.Array(Buyer, {
      minItems: 1,
      maxItems: 500,
      description: 'The buyers of the case',
    }),
    carriers: Type.Optional(
      Type.Array(Carrier, {
        minItems: 1,
        uniqueItems: true,
        description: 'Carriers the student may ship with (default: all)',
      }),
    ),
    attachments: Type.Optional(
      Type.Array(Attachment, { maxItems: 10, description: 'Files the case hands the student' }),
    ),
    hints: Type.Optional(
      Type.Array(Hint, {
        maxItems: 10,
        description: 'Hints the student may open in order (practice only), each costing its points',
      }),
    ),
    exchangeRates: Type.Optional({
      ...RateTable,
      description:
        "The case's own exchange rates (units per 1 CNY, 4 decimals), so its scores do not move with the imported ones",
    }),
    world: Type.Object(WORLD_PROPERTIES, {
      ...closed,
      description: 'Initial entities of every module the case uses',
    }),
    policies: Type.Optional(
      Type.Array(Policy, {
        maxItems: 200,
        description: 'What the world does after events, on the case clock',
      }),
    ),
    scoring: Type.Array(ScoringRule, {
      minItems: 1,
      maxItems: 500,
      description: 'The tracking points: how the attempt is scored',
    }),
  },
  {
    ...closed,
    $id: 'https://cbsim.example/schemas/scenario.schema.json',
    title: 'cbsim scenario v1',
  },
);

/** A policy as the engine reads it: `do` is one of the modules' typed actions. */
export type Policy = Omit<Static<typeof Policy>, 'do'> & { do: PolicyAction };
export type Scenario = Omit<Static<typeof Scenario>, 'policies'> & { policies?: Policy[] };
export type Attachment = Static<typeof Attachment>;
export type ScoringRule = Static<typeof ScoringRule>;
export type Match = Static<typeof Match>;
export type MatchValue = Static<typeof MatchValue>;
export type Rubric = Static<typeof Rubric>;
export type ReplyPart = Static<typeof ReplyPart>;
export type RubricCriterion = Static<typeof RubricCriterion>;
export type Store = Static<typeof Store>;
export type Buyer = Static<typeof Buyer>;
export type PolicyAction = ModulePolicyAction;
