/**
 * Where "submit current result" leads (spec 4): exam mode → /testCenter; fromHome 'false' →
 * /practiceCenter; otherwise back to the case list of the saved caseType and caseModule.
 * Every target carries alreaySubmit=true (the spec's spelling).
 */
import type { FromHome } from '../session/session.ts';

export const submitTarget = (s: { isExam: boolean; fromHome: FromHome }): string => {
  if (s.isExam) return '/testCenter?alreaySubmit=true';
  if (s.fromHome === 'false') return '/practiceCenter?alreaySubmit=true';
  const q = new URLSearchParams();
  if (s.fromHome.caseType) q.set('caseType', s.fromHome.caseType);
  if (s.fromHome.caseModule) q.set('caseModule', s.fromHome.caseModule);
  q.set('alreaySubmit', 'true');
  return `/CaseList?${q.toString()}`;
};
