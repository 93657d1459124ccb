/**
 * Questionnaire commands → events, or a rejection with a message key. A questionnaire names a
 * store of the case, has a title and 1 to 20 questions; a choice question has 2 to 10 different
 * options, a text question none. Edit, start, stop and delete follow the lifecycle
 * (questionnaire.machine.ts); starting schedules each respondent of the world on the sim clock.
 */
import type { CommandOf } from '../../schemas/modules.ts';
import {
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTIONS_MAX,
  type Question,
  type SavedQuestion,
} from '../../schemas/questionnaire/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import { isRejection, reject, type Decision, type Rejection } from '../core/envelope.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import {
  nextQuestionnaireStatus,
  type QuestionnaireMachineEventType,
} from './questionnaire.machine.ts';
import type { Questionnaire } from './state.ts';

type Paper = { store: string; title: string; questions: SavedQuestion[]; questionCount: number };

/** The questionnaire as it will be saved (texts trimmed), or why it cannot be. */
const paperOf = (
  cmd: { store: string; title: string; questions: Question[] },
  ctx: DecideContext,
): Paper | Rejection => {
  if (!ctx.scenario.stores.some((s) => s.id === cmd.store))
    return reject('questionnaire.error.unknownStore', { store: cmd.store });
  const title = cmd.title.trim();
  if (!title) return reject('questionnaire.error.noTitle');
  if (cmd.questions.length === 0) return reject('questionnaire.error.noQuestion');
  if (cmd.questions.length > QUESTIONS_MAX)
    return reject('questionnaire.error.tooManyQuestions', { max: QUESTIONS_MAX });
  const questions: SavedQuestion[] = [];
  for (const [i, q] of cmd.questions.entries()) {
    const n = i + 1;
    const qTitle = q.title.trim();
    if (!qTitle) return reject('questionnaire.error.noQuestionTitle', { n });
    const options = (q.options ?? []).map((o) => o.trim());
    if (q.kind === 'text') {
      if (options.length > 0) return reject('questionnaire.error.optionsNotAllowed', { n });
    } else {
      if (options.some((o) => !o)) return reject('questionnaire.error.emptyOption', { n });
      if (options.length < OPTIONS_MIN)
        return reject('questionnaire.error.optionsNeeded', { n, min: OPTIONS_MIN });
      if (options.length > OPTIONS_MAX)
        return reject('questionnaire.error.tooManyOptions', { n, max: OPTIONS_MAX });
      const seen = new Set<string>();
      for (const o of options) {
        const key = o.toLocaleLowerCase();
        if (seen.has(key)) return reject('questionnaire.error.duplicateOption', { n, option: o });
        seen.add(key);
      }
    }
    questions.push({ kind: q.kind, title: qTitle, options });
  }
  return { store: cmd.store, title, questions, questionCount: questions.length };
};

/** The questionnaire a command names, if the lifecycle allows the step. */
const step = (
  id: string,
  event: QuestionnaireMachineEventType,
  ctx: DecideContext,
): Questionnaire | Rejection => {
  const q = ctx.state.questionnaire.byId[id];
  if (!q || q.status === 'deleted') return reject('questionnaire.error.notFound', { id });
  if (nextQuestionnaireStatus(q.status, event) === null)
    return reject(`questionnaire.error.${REFUSAL[event]}`, { id });
  return q;
};
const REFUSAL: Record<QuestionnaireMachineEventType, string> = {
  EDIT: 'notDraft',
  START: 'notDraft',
  STOP: 'notInProgress',
  DELETE: 'inProgress',
};

/** The words of questions (titles and options), one question a line. */
const wordsOf = (questions: readonly SavedQuestion[]) =>
  questions.map((q) => [q.title, ...q.options].join(' / ')).join('\n');

export const decideQuestionnaires = (
  cmd: CommandOf<'questionnaire'>,
  ctx: DecideContext,
): Decision => {
  const at = simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now);
  switch (cmd.type) {
    case 'CreateQuestionnaire': {
      const paper = paperOf(cmd, ctx);
      if (isRejection(paper)) return paper;
      const id = `Q${ctx.state.questionnaire.count + 1}`;
      return [{ type: 'QuestionnaireCreated', data: { id, ...paper, at } }];
    }
    case 'EditQuestionnaire': {
      const q = step(cmd.id, 'EDIT', ctx);
      if (isRejection(q)) return q;
      const paper = paperOf(cmd, ctx);
      if (isRejection(paper)) return paper;
      return [{ type: 'QuestionnaireEdited', data: { id: q.id, ...paper } }];
    }
    case 'StartQuestionnaire': {
      const q = step(cmd.id, 'START', ctx);
      if (isRejection(q)) return q;
      const ofKind = (k: SavedQuestion['kind']) => wordsOf(q.questions.filter((x) => x.kind === k));
      const respondents = ctx.scenario.world.questionnaire?.respondents ?? [];
      return [
        {
          type: 'QuestionnaireStarted',
          data: {
            id: q.id,
            store: q.store,
            title: q.title,
            questions: q.questions,
            questionCount: q.questions.length,
            kinds: [...new Set(q.questions.map((x) => x.kind))],
            singleText: ofKind('single'),
            multipleText: ofKind('multiple'),
            openText: ofKind('text'),
            questionsText: wordsOf(q.questions),
            at,
          },
        },
        ...respondents.map((r) =>
          timerAfter(ctx.scenario, ctx.now, durationMs(r.after), `questionnaire:${q.id}`, {
            questionnaireAnswered: { id: q.id, buyer: r.buyer },
          }),
        ),
      ];
    }
    case 'StopQuestionnaire': {
      const q = step(cmd.id, 'STOP', ctx);
      if (isRejection(q)) return q;
      return [
        {
          type: 'QuestionnaireStopped',
          data: { id: q.id, title: q.title, answers: q.responses.length, at },
        },
      ];
    }
    case 'DeleteQuestionnaire': {
      const q = step(cmd.id, 'DELETE', ctx);
      if (isRejection(q)) return q;
      return [
        {
          type: 'QuestionnaireDeleted',
          data: { id: q.id, title: q.title, from: q.status, answers: q.responses.length },
        },
      ];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
