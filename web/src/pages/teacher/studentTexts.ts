/**
 * What a student wrote during an attempt, for the teacher: every free text of the student's own
 * events, in stream order, with the field it was written in — one word ("OK") included. Which
 * fields are free text is listed per event type (FREE_TEXT; its test checks each path against the
 * event schemas), so order numbers, SKUs, carriers, statuses and file names are left out by
 * name, not guessed from their look.
 */
import type { TimelineEntry } from '../../../../schemas/api/timeline.ts';

export type StudentText = {
  version: number;
  at: string;
  clock: TimelineEntry['clock'];
  type: string;
  /** The module the text was written in (null: the attempt's own, a review request). */
  module: string | null;
  /** The field's name (the last key of its path). */
  field: string;
  text: string;
};

/** Per event type, the paths of the free texts in its data (`*`: every item of a list). */
export const FREE_TEXT: Readonly<Record<string, readonly string[]>> = {
  PointReviewRequested: ['note'],
  MailSent: ['subject', 'body'],
  MailScheduled: ['subject', 'body'],
  DraftSaved: ['subject', 'body'],
  ChatMessageSent: ['text'],
  ChatWelcomeSet: ['messages.*.text'],
  ChatAutoRepliesSet: ['replies.*.text'],
  ChatKeywordRepliesSet: ['rules.*.keyword', 'rules.*.reply'],
  ChatQuickPhrasesSet: ['phrases.*'],
  ChatGroupJoined: ['group'],
  DisputeMessageSent: ['text'],
  DisputeEvidenceSubmitted: ['text'],
  ClaimAdded: ['description'],
  ClaimEvidenceAdded: ['text'],
  OrderCancelled: ['reason'],
  OrderRemarked: ['remark'],
  BuyerContacted: ['text'],
  OrderReviewReplied: ['reply'],
  StockModified: ['reason'],
  InventoryCheckPosted: ['adjustments.*.reason'],
  AfterSaleRefused: ['reason'],
  AfterSaleGoodsNotReceived: ['remark'],
  AfterSaleRemarked: ['remark'],
  CustomerCreated: ['name', 'details'],
  CustomerModified: ['name', 'details'],
  CustomerBlacklisted: ['reason'],
  FeedbackReplied: ['text'],
  FeedbackBuyerContacted: ['text'],
  QuestionnaireCreated: ['title', 'questions.*.title', 'questions.*.options.*'],
  QuestionnaireEdited: ['title', 'questions.*.title', 'questions.*.options.*'],
};

/** The strings at a path of a value, in order. */
const at = (value: unknown, path: readonly string[]): string[] => {
  if (path.length === 0) return typeof value === 'string' ? [value] : [];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.flatMap((v) => at(v, rest)) : [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return at((value as Record<string, unknown>)[head!], rest);
};

export const studentTexts = (timeline: readonly TimelineEntry[]): StudentText[] =>
  timeline
    .filter((e) => e.actor === 'student')
    .flatMap((e) =>
      (FREE_TEXT[e.type] ?? []).flatMap((path) => {
        const parts = path.split('.');
        const field = parts.filter((p) => p !== '*').at(-1) ?? path;
        return at(e.data, parts)
          .filter((text) => text.trim() !== '')
          .map((text) => ({
            version: e.version,
            at: e.at,
            clock: e.clock,
            type: e.type,
            module: e.sentence.key.startsWith('teacher.') ? null : e.sentence.key.split('.')[0]!,
            field,
            text: text.trim(),
          }));
      }),
    );
