/**
 * /api/PTQuestion/*: the store's questionnaires (spec: list, Detail, Infos, Operate).
 * - list: the questionnaires with status counts (deleted ones only under their own tab);
 * - Detail: one questionnaire with its questions and results (answers per option, text answers);
 * - Infos: what the create and edit form offers: the case's stores and the limits;
 * - Operate: create, edit, start, stop, delete.
 */
import { Type, type Static } from 'typebox';
import { LocalText, Platform } from '../common.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';
import {
  OPTIONS_MAX,
  OPTIONS_MIN,
  OPTION_TEXT_MAX,
  QUESTION_TITLE_MAX,
  QUESTIONNAIRE_ACTIONS,
  QUESTIONNAIRE_TITLE_MAX,
  QUESTIONS_MAX,
  QuestionKind,
  QuestionnaireCommand,
  QuestionnaireStatus,
} from './domain.ts';

const closed = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const QuestionnaireListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    /** Without a status: every questionnaire but the deleted ones. */
    status: Type.Optional(QuestionnaireStatus),
    /** Words of the title. */
    keyword: Type.Optional(Type.String({ maxLength: 80 })),
    ...Paging,
  },
  closed,
);

export const QuestionnaireRow = Type.Object({
  id: Type.String(),
  store: Type.String(),
  storeName: Type.String(),
  platform: Platform,
  title: Type.String(),
  status: QuestionnaireStatus,
  questionCount: Type.Integer(),
  answers: Type.Integer(),
  /** Sim times. */
  createdAt: Type.String(),
  startedAt: Nullable(Type.String()),
  stoppedAt: Nullable(Type.String()),
  actions: Type.Array(Type.Enum(QUESTIONNAIRE_ACTIONS)),
});

export const QuestionnaireListData = Type.Object({
  list: Type.Array(QuestionnaireRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
  /** Questionnaires per status (the tabs), deleted ones included. */
  counts: Type.Record(Type.String(), Type.Integer()),
});

export const QuestionnaireDetailBody = Type.Object({ userCaseID: UserCaseID, id: Id }, closed);

export const QuestionResult = Type.Object({
  kind: QuestionKind,
  title: Type.String(),
  /** Buyers who answered this question. */
  answered: Type.Integer(),
  /** Each option with how many buyers picked it. */
  options: Type.Array(Type.Object({ text: Type.String(), count: Type.Integer() })),
  /** The words of a text question's answers. */
  texts: Type.Array(
    Type.Object({ buyer: Type.String(), buyerName: Type.String(), text: LocalText }),
  ),
});

export const QuestionnaireDetailData = Type.Object({
  questionnaire: QuestionnaireRow,
  questions: Type.Array(
    Type.Object({ kind: QuestionKind, title: Type.String(), options: Type.Array(Type.String()) }),
  ),
  results: Type.Array(QuestionResult),
  version: Type.Integer(),
});

export const QuestionnaireInfosBody = Type.Object({ userCaseID: UserCaseID }, closed);
export const QuestionnaireInfosData = Type.Object({
  stores: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), platform: Platform })),
  limits: Type.Object({
    titleMax: Type.Integer(),
    questionTitleMax: Type.Integer(),
    optionTextMax: Type.Integer(),
    questionsMax: Type.Integer(),
    optionsMin: Type.Integer(),
    optionsMax: Type.Integer(),
  }),
  version: Type.Integer(),
});
export const QUESTIONNAIRE_LIMITS = {
  titleMax: QUESTIONNAIRE_TITLE_MAX,
  questionTitleMax: QUESTION_TITLE_MAX,
  optionTextMax: OPTION_TEXT_MAX,
  questionsMax: QUESTIONS_MAX,
  optionsMin: OPTIONS_MIN,
  optionsMax: OPTIONS_MAX,
} as const;

export const QuestionnaireOperateBody = OperateBody(QuestionnaireCommand);

export type QuestionnaireListBody = Static<typeof QuestionnaireListBody>;
export type QuestionnaireListData = Static<typeof QuestionnaireListData>;
export type QuestionnaireRow = Static<typeof QuestionnaireRow>;
export type QuestionnaireDetailData = Static<typeof QuestionnaireDetailData>;
export type QuestionResult = Static<typeof QuestionResult>;
export type QuestionnaireInfosData = Static<typeof QuestionnaireInfosData>;
