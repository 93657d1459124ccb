/** /api/PracticeTraining/Hints and OpenHint: a case's hints, opened in order (practice only). */
import { Type, type Static } from 'typebox';
import { LocalText } from '../common.ts';
import { UserCaseID } from './operate.ts';

const closed = { additionalProperties: false } as const;

export const HintsBody = Type.Object({ userCaseID: UserCaseID }, closed);
export const OpenHintBody = Type.Object(
  { userCaseID: UserCaseID, index: Type.Integer({ minimum: 0, maximum: 19 }) },
  closed,
);
/** Each hint with its cost; its text only once opened. */
export const HintItem = Type.Object({
  index: Type.Integer(),
  cost: Type.Integer(),
  opened: Type.Boolean(),
  text: Type.Union([LocalText, Type.Null()]),
});
export const HintsData = Type.Object({
  list: Type.Array(HintItem),
  /** Points the opened hints cost so far. */
  spent: Type.Integer(),
});

export type HintItem = Static<typeof HintItem>;
export type HintsData = Static<typeof HintsData>;
