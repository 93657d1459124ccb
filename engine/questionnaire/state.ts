/** The questionnaires module's state: the store's questionnaires and the answers they got. */
import type { LocalText } from '../../schemas/common.ts';
import type {
  GivenAnswer,
  QuestionnaireStatus,
  SavedQuestion,
} from '../../schemas/questionnaire/domain.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export type QuestionnaireResponse = {
  buyer: string;
  answers: GivenAnswer[];
  /** Sim time it arrived. */
  at: string;
};

export type Questionnaire = {
  id: string;
  store: string;
  title: string;
  questions: SavedQuestion[];
  status: QuestionnaireStatus;
  /** Sim times. */
  createdAt: string;
  startedAt: string | null;
  stoppedAt: string | null;
  responses: QuestionnaireResponse[];
  seq: number;
};

export type QuestionnaireState = { byId: Record<string, Questionnaire>; count: number };

export const initialQuestionnaires = (_: Scenario): QuestionnaireState => ({ byId: {}, count: 0 });

/** The questionnaires, newest first. */
export const listedQuestionnaires = (s: QuestionnaireState): Questionnaire[] =>
  Object.values(s.byId).sort((a, b) => b.seq - a.seq);

export type OptionCount = { text: string; count: number };
export type QuestionTally = {
  answered: number;
  options: OptionCount[];
  texts: { buyer: string; text: LocalText }[];
};

/** Per question: how many buyers answered, each option's count, the text answers in order. */
export const tally = (q: Questionnaire): QuestionTally[] =>
  q.questions.map((question, i) => {
    const given = q.responses.flatMap((r) =>
      r.answers.filter((a) => a.question === i).map((a) => ({ buyer: r.buyer, a })),
    );
    return {
      answered: given.length,
      options: question.options.map((text, o) => ({
        text,
        count: given.filter(({ a }) => a.choices.includes(o)).length,
      })),
      texts: given.flatMap(({ buyer, a }) => (a.text ? [{ buyer, text: a.text }] : [])),
    };
  });
