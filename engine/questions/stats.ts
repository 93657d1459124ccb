/**
 * The figures of a question bank that `cbsim questions stats --json` prints: questions in all,
 * by type, by language (a question counts for zh and for en when it has text in each), and the
 * courses its questions come from (distinct source.course).
 */
import type { Question, QuestionStats } from '../../schemas/questions.ts';

export const bankStats = (questions: readonly Question[]): QuestionStats => {
  const byType: QuestionStats['byType'] = {};
  const byLanguage = { zh: 0, en: 0 };
  const courses = new Set<string>();
  for (const q of questions) {
    byType[q.type] = (byType[q.type] ?? 0) + 1;
    if (q.text.zh) byLanguage.zh += 1;
    if (q.text.en) byLanguage.en += 1;
    if ('course' in q.source) courses.add(q.source.course);
  }
  return { total: questions.length, byType, byLanguage, courses: courses.size };
};
