/**
 * The bank's question statistics for a teacher (issue 24 §1): the submitted theory attempts of
 * the students of their classes (an admin's: every class), each item's mark and answer mapped back
 * to the bank's options on the version asked, then engine/questions/statistics.ts.
 */
import {
  questionStatistics,
  type ScoredAttempt,
  type ScoredItem,
} from '../../engine/questions/statistics.ts';
import { itemSeed, toBankAnswer } from '../../engine/theory/index.ts';
import type { QuestionBankData } from '../../schemas/api/questionBank.ts';
import type { Question } from '../../schemas/questions.ts';
import type { ItemAnswer } from '../../schemas/theory/view.ts';
import type { Storage, User } from '../storage/types.ts';
import { questionHash, type TheoryContent } from './content.ts';

/** The students of the classes this teacher (or admin) may read. */
const studentsOf = async (storage: Storage, user: User): Promise<string[]> => {
  const classes = await storage.listClasses(user.role === 'admin' ? undefined : user.id);
  const ids = new Set<string>();
  for (const cls of classes)
    for (const u of await storage.listClassUsers(cls.id)) if (u.role === 'student') ids.add(u.id);
  return [...ids];
};

/** The questions of these versions: the bank's in memory, older ones from storage. */
const versionsOf = async (
  storage: Storage,
  content: TheoryContent,
  hashes: ReadonlySet<string>,
): Promise<Map<string, Question>> => {
  const out = new Map(content.questions.map((q) => [questionHash(q), q]));
  const missing = [...hashes].filter((h) => !out.has(h));
  for (const v of await storage.getQuestionVersions(missing))
    out.set(v.hash, JSON.parse(v.questionJson) as Question);
  return out;
};

export const bankStatistics = async (
  storage: Storage,
  content: TheoryContent,
  user: User,
): Promise<QuestionBankData> => {
  const submitted = [];
  for (const id of await studentsOf(storage, user))
    for (const a of await storage.listTheoryAttempts(id))
      if (a.status === 'submitted') submitted.push(a);
  const versions = await versionsOf(storage, content, new Set(submitted.flatMap((a) => a.items)));
  const attempts: ScoredAttempt[] = [];
  for (const a of submitted) {
    const answers = new Map((await storage.listTheoryAnswers(a.id)).map((x) => [x.position, x]));
    const items = a.items.flatMap((hash, position): ScoredItem[] => {
      const q = versions.get(hash);
      if (!q) return [];
      const saved = answers.get(position);
      const answer = saved
        ? toBankAnswer(
            q,
            itemSeed(a.seed, String(position)),
            JSON.parse(saved.answerJson) as ItemAnswer,
          )
        : null;
      // An item left unanswered at submission scored 0, as Moodle counts it.
      return [{ questionId: q.id, mark: saved?.score ?? 0, answer }];
    });
    attempts.push({ paperId: a.paperId, items });
  }
  const stats = questionStatistics(content.questions, attempts);
  return {
    attempts: attempts.length,
    questions: content.questions.map((question, i) => {
      const { questionId: _id, ...statistics } = stats[i]!;
      return { question, statistics };
    }),
  };
};
