/**
 * Questionnaires module: surveys the store writes for its buyers (commands) and what became of
 * them (events). A questionnaire is written as a draft, started (then the case's buyers answer it
 * on the sim clock), stopped, and deleted when it is a draft or stopped
 * (engine/questionnaire/questionnaire.machine.ts).
 *
 * Limits: the schema caps every text's length and the size of every list (a request can never be
 * large); how many questions and options a questionnaire may have is the engine's rule, refused
 * with a message key (`questionnaire.error.noQuestion`, `tooManyQuestions`, `optionsNeeded` …).
 */
import { Type, type Static } from 'typebox';
import { LocalText } from '../common.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const QUESTION_KINDS = ['single', 'multiple', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QuestionKind = Type.Enum(QUESTION_KINDS);

export const QUESTIONNAIRE_STATUSES = ['draft', 'inProgress', 'stopped', 'deleted'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
export const QuestionnaireStatus = Type.Enum(QUESTIONNAIRE_STATUSES);

/** Row actions: edit, start, stop and delete follow the lifecycle; results once started. */
export const QUESTIONNAIRE_ACTIONS = ['edit', 'start', 'stop', 'delete', 'results'] as const;
export type QuestionnaireAction = (typeof QUESTIONNAIRE_ACTIONS)[number];

export const QUESTIONNAIRE_TITLE_MAX = 100;
export const QUESTION_TITLE_MAX = 200;
export const OPTION_TEXT_MAX = 100;
/** Questions of one questionnaire (the engine's rule). */
export const QUESTIONS_MIN = 1;
export const QUESTIONS_MAX = 20;
/** Options of a single- or multiple-choice question (the engine's rule); a text question has none. */
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
/** The schema's caps on the lists, above the rules: beyond them a request is malformed. */
export const QUESTIONS_CAP = 50;
export const OPTIONS_CAP = 30;

export const Question = Type.Object(
  {
    kind: QuestionKind,
    title: Type.String({ minLength: 1, maxLength: QUESTION_TITLE_MAX }),
    /** The choices of a single- or multiple-choice question; none for a text question. */
    options: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: OPTION_TEXT_MAX }), {
        maxItems: OPTIONS_CAP,
      }),
    ),
  },
  closed,
);
export type Question = Static<typeof Question>;

const Paper = {
  store: Id,
  title: Type.String({ minLength: 1, maxLength: QUESTIONNAIRE_TITLE_MAX }),
  questions: Type.Array(Question, { maxItems: QUESTIONS_CAP }),
};

export const CreateQuestionnaire = Type.Object(
  { type: Type.Literal('CreateQuestionnaire'), ...Paper },
  closed,
);
/** A draft rewritten (a started questionnaire cannot change). */
export const EditQuestionnaire = Type.Object(
  { type: Type.Literal('EditQuestionnaire'), id: Id, ...Paper },
  closed,
);
export const StartQuestionnaire = Type.Object(
  { type: Type.Literal('StartQuestionnaire'), id: Id },
  closed,
);
export const StopQuestionnaire = Type.Object(
  { type: Type.Literal('StopQuestionnaire'), id: Id },
  closed,
);
export const DeleteQuestionnaire = Type.Object(
  { type: Type.Literal('DeleteQuestionnaire'), id: Id },
  closed,
);

export const QuestionnaireCommand = Type.Union([
  CreateQuestionnaire,
  EditQuestionnaire,
  StartQuestionnaire,
  StopQuestionnaire,
  DeleteQuestionnaire,
]);
export type QuestionnaireCommand = Static<typeof QuestionnaireCommand>;

/** A question as written down: options trimmed, none for a text question. */
const SavedQuestion = Type.Object(
  { kind: QuestionKind, title: Type.String(), options: Type.Array(Type.String()) },
  closed,
);
export type SavedQuestion = Static<typeof SavedQuestion>;

const Saved = {
  id: Id,
  store: Id,
  title: Type.String(),
  questions: Type.Array(SavedQuestion),
  questionCount: Type.Integer(),
};

/** One buyer's answer to one question: the options picked (by index), or words. */
export const GivenAnswer = Type.Object(
  {
    question: Type.Integer({ minimum: 0 }),
    choices: Type.Array(Type.Integer({ minimum: 0 })),
    text: Type.Union([LocalText, Type.Null()]),
  },
  closed,
);
export type GivenAnswer = Static<typeof GivenAnswer>;

export const QuestionnaireEventData = {
  QuestionnaireCreated: Type.Object({ ...Saved, at: Type.String() }, closed),
  QuestionnaireEdited: Type.Object(Saved, closed),
  /**
   * Published to the buyers, with what a rubric reads: the kinds asked, and the words of the
   * questions (titles and options) of each kind and of all.
   */
  QuestionnaireStarted: Type.Object(
    {
      ...Saved,
      kinds: Type.Array(QuestionKind),
      singleText: Type.String(),
      multipleText: Type.String(),
      openText: Type.String(),
      questionsText: Type.String(),
      at: Type.String(),
    },
    closed,
  ),
  QuestionnaireStopped: Type.Object(
    { id: Id, title: Type.String(), answers: Type.Integer(), at: Type.String() },
    closed,
  ),
  QuestionnaireDeleted: Type.Object(
    {
      id: Id,
      title: Type.String(),
      /** What it was before: a draft or a stopped questionnaire. */
      from: QuestionnaireStatus,
      answers: Type.Integer(),
    },
    closed,
  ),
  /** A buyer of the case answered (on the sim clock, while it was in progress). */
  QuestionnaireAnswered: Type.Object(
    {
      id: Id,
      buyer: Id,
      answers: Type.Array(GivenAnswer),
      /** Answers the questionnaire has with this one. */
      count: Type.Integer(),
      at: Type.String(),
    },
    closed,
  ),
} as const;
