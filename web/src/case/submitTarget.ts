/**
 * Where "submit current result" leads (spec 4): exam mode → /testCenter; fromHome 'false' →
 * /practiceCenter; otherwise back to the case list of the saved caseType and caseModule.
 * Every target carries alreaySubmit=true (the spec's spelling). An author's trial of a draft
 * (its private case id) goes back to the draft's editor, with the submitted attempt to show.
 */
import { trialDraftId } from '../../../schemas/api/authoring.ts';
import type { FromHome } from '../session/session.ts';

type Where = {
  isExam: boolean;
  fromHome: FromHome;
  /** The case and attempt being left: a trial's lead back to its draft. */
  caseID?: string | null;
  usercaseID?: string | null;
};

const listTarget = (s: Where, submitted: boolean): string => {
  const draft = trialDraftId(s.caseID);
  if (draft !== null) {
    const editor = `/Teacher/cases/${encodeURIComponent(draft)}`;
    return submitted && s.usercaseID
      ? `${editor}?trial=${encodeURIComponent(s.usercaseID)}`
      : editor;
  }
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
