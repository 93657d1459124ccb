/**
 * Where "submit current result" leads (spec 4): exam mode → /testCenter; fromHome 'false' →
 * /practiceCenter; otherwise back to the case list of the saved caseType and caseModule.
 * Every target carries alreaySubmit=true (the spec's spelling).
 */
import type { FromHome } from '../session/session.ts';

type Where = { isExam: boolean; fromHome: FromHome };

const listTarget = (s: Where, submitted: boolean): string => {
  const done = submitted ? 'alreaySubmit=true' : '';
  if (s.isExam) return `/testCenter${done ? `?${done}` : ''}`;
  if (s.fromHome === 'false') return `/practiceCenter${done ? `?${done}` : ''}`;
  const q = new URLSearchParams();
  if (s.fromHome.caseType) q.set('caseType', s.fromHome.caseType);
  if (s.fromHome.caseModule) q.set('caseModule', s.fromHome.caseModule);
  if (submitted) q.set('alreaySubmit', 'true');
  const query = q.toString();
  return `/CaseList${query ? `?${query}` : ''}`;
};

export const submitTarget = (s: Where): string => listTarget(s, true);

/** "Back to the case list" from inside a case: the same list, nothing submitted. */
export const backTarget = (s: Where): string => listTarget(s, false);
