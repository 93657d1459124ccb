/**
 * Each event type's sentence values for the teacher's timeline: ids resolved to names, statuses
 * and reasons as message keys, what buyers and the platform say as text by language, sim instants
 * as times; and, where the event itself tells, who it is by (a buyer's mail, the platform's
 * ruling, an automatic chat reply). The sentences are `<module>.event.<Type>` in each module's
 * locale files and `teacher.event.<Type>` for the attempt's and the timers' events.
 */
import type { DomainEvent, EventType } from '../../../schemas/events.ts';
import type { SentenceValue, TimelineActor } from '../../../schemas/api/timeline.ts';
import type { Names } from './timelineNames.ts';

export type Said = {
  params: Record<string, SentenceValue>;
  /** Who the event is by, when its type or data tells (else the command's sender). */
  actor?: TimelineActor;
  /** Bookkeeping hidden unless asked for. */
  internal?: boolean;
};
type DataOf<K extends EventType> = Extract<DomainEvent, { type: K }>['data'];
type Describe<K extends EventType> = (d: DataOf<K>, n: Names) => Said;

const NONE: SentenceValue = { t: 'common.none' };
const t = (key: string): SentenceValue => ({ t: key });
const time = (iso: string): SentenceValue => ({ time: iso });
const orNone = (v: string | number | null | undefined): SentenceValue =>
  v === null || v === undefined || v === '' ? NONE : v;
const yesNo = (v: boolean) => t(v ? 'common.yes' : 'common.no');
const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : NONE);
/** Who a dispute action is by: the seller is the student. */
const disputeActor = (by: 'seller' | 'buyer' | 'platform'): TimelineActor =>
  by === 'seller' ? 'student' : by;
const deadline = (d: { stage: string; due: string } | null) =>
  d ? { stage: t(`dispute.stage.${d.stage}`), due: time(d.due) } : { stage: NONE, due: NONE };
const said = (text: Record<string, string | undefined> | null | undefined): SentenceValue =>
  text ? { text } : NONE;
const short = (hash: string) => hash.slice(0, 8);

const DESCRIBE: { [K in EventType]: Describe<K> } = {
  // The attempt's own events.
  AttemptStarted: (d) => ({ params: { mode: t(`teacher.event.mode.${d.mode}`) } }),
  CaseVersionChanged: (d) => ({ params: { from: short(d.from), to: short(d.to) } }),
  CaseClockStarted: () => ({ params: {}, actor: 'system' }),
  HintOpened: (d) => ({ params: { number: d.index + 1, cost: d.cost } }),
  ClientPointRecorded: (d) => ({
    params: { pointID: d.pointID, content: d.content },
    internal: true,
  }),
  AttemptSubmitted: (d) => ({
    params: { reason: t(`teacher.event.submitReason.${d.reason}`) },
    actor: d.reason === 'timeUp' ? 'system' : 'student',
  }),
  PointOverridden: (d) => ({
    params: {
      pointID: d.pointID,
      earned: d.earned ?? t('teacher.event.computed'),
      reason: d.reason,
      by: d.by,
    },
    actor: 'teacher',
  }),
  PointReviewRequested: (d) => ({ params: { pointID: d.pointID, note: d.note } }),
  AttemptReviewed: (d) => ({
    params: { rating: d.rating, comment: orNone(d.comment), by: d.by },
    actor: 'teacher',
  }),
  AttemptReset: () => ({ params: {} }),
  FollowUpLogSaved: (d) => ({
    params: {
      id: d.id,
      action: t(`teacher.event.logAction.${d.isNew ? 'added' : 'edited'}`),
      kind: t(`toolbox.log.kind.${d.kind}`),
      logTime: orNone(d.logTime),
      customer: orNone(d.customerInfo),
      order: orNone(d.orderInfo),
      detail: d.detail,
      done: yesNo(d.isDone),
    },
    actor: 'student',
  }),
  FollowUpLogDeleted: (d) => ({ params: { id: d.id }, actor: 'student' }),

  // Mail.
  MailReceived: (d, n) => ({
    params: {
      from: d.kind === 'buyer' && d.buyer ? n.buyer(d.buyer) : d.from,
      buyer: d.buyer ? n.buyer(d.buyer) : NONE,
      kind: t(`teacher.event.mailKind.${d.kind}`),
      store: n.store(d.store),
      subject: typeof d.subject === 'string' ? d.subject : { text: d.subject },
      body: typeof d.body === 'string' ? d.body : { text: d.body },
      at: time(d.at),
    },
    actor: d.kind === 'buyer' ? 'buyer' : 'system',
  }),
  MailSent: (d, n) => ({
    params: {
      to: list([...d.buyers.map((b) => n.buyer(b)), ...d.unknown]),
      buyers: list(d.buyers.map((b) => n.buyer(b))),
      buyer: d.buyer ? n.buyer(d.buyer) : NONE,
      store: n.store(d.store),
      subject: d.subject,
      at: time(d.at),
    },
  }),
  MailScheduled: (d, n) => ({
    params: {
      to: list([...d.buyers.map((b) => n.buyer(b)), ...d.unknown]),
      buyers: list(d.buyers.map((b) => n.buyer(b))),
      buyer: d.buyer ? n.buyer(d.buyer) : NONE,
      store: n.store(d.store),
      subject: d.subject,
      sendAt: time(d.sendAt),
    },
  }),
  DraftSaved: (d, n) => ({
    params: { to: list(d.to), store: n.store(d.store), subject: orNone(d.subject) },
  }),
  MailsDeleted: (d) => ({ params: { count: d.ids.length } }),
  MailsRestored: (d) => ({ params: { count: d.ids.length } }),
  MailsMarked: (d) => ({
    params: {
      count: d.ids.length,
      mark: t(
        d.read !== undefined
          ? `teacher.event.mark.${d.read ? 'read' : 'unread'}`
          : d.starred !== undefined
            ? `teacher.event.mark.${d.starred ? 'starred' : 'unstarred'}`
            : `teacher.event.mark.${d.noReply ? 'noReply' : 'needsReply'}`,
      ),
    },
  }),
  BuyerScriptMoved: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), from: d.from, to: d.to },
    actor: 'buyer',
    internal: true,
  }),
  BuyerConversationEnded: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), outcome: t(`chat.outcome.${d.outcome}`) },
    actor: 'buyer',
  }),

  // Chat.
  ChatMessageReceived: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), store: n.store(d.store), text: { text: d.text } },
    actor: 'buyer',
  }),
  ChatMessageSent: (d, n) => ({
    params: {
      buyer: n.buyer(d.buyer),
      store: n.store(d.store),
      text: d.text,
      by: t(d.by === 'student' ? 'teacher.event.byHand' : `chat.by.${d.by}`),
    },
    actor: d.by === 'student' ? 'student' : 'system',
  }),
  ChatRead: (d, n) => ({ params: { buyer: n.buyer(d.buyer) } }),
  ChatWelcomeSet: (d) => ({ params: { enabled: yesNo(d.enabled), count: d.messages.length } }),
  ChatAutoRepliesSet: (d) => ({ params: { enabled: yesNo(d.enabled), count: d.replies.length } }),
  ChatKeywordRepliesSet: (d) => ({ params: { enabled: yesNo(d.enabled), count: d.rules.length } }),
  ChatQuickPhrasesSet: (d) => ({ params: { count: d.phrases.length } }),
  ChatGroupJoined: (d, n) => ({ params: { buyer: n.buyer(d.buyer), group: d.group } }),
  ChatBuyerMoved: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), from: d.from, to: d.to },
    actor: 'buyer',
    internal: true,
  }),
  ChatConversationEnded: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), outcome: t(`chat.outcome.${d.outcome}`) },
    actor: 'buyer',
  }),

  // Disputes.
  DisputeOpened: (d, n) => ({
    params: {
      buyer: n.buyer(d.buyer),
      orderNo: d.orderNo,
      store: n.store(d.store),
      type: t(`dispute.type.${d.type}`),
      amount: d.amount,
      currency: d.currency,
      reason: { text: d.reason },
      says: { text: d.says },
      at: time(d.at),
    },
    actor: 'buyer',
  }),
  DisputeMessageSent: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo, text: d.text },
  }),
  DisputeBuyerSaid: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo, say: { text: d.say } },
    actor: 'buyer',
  }),
  DisputeInterventionApplied: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo, by: t(`dispute.by.${d.by}`) },
    actor: disputeActor(d.by),
  }),
  DisputeInterventionWithdrawn: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo },
  }),
  DisputeEvidenceSubmitted: (d, n) => ({
    params: {
      buyer: n.buyer(d.buyer),
      orderNo: d.orderNo,
      reasons: d.reasons.length ? { ts: d.reasons.map((r) => `dispute.reason.${r}`) } : NONE,
      files: d.files.length,
    },
  }),
  DisputePartialOffered: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo, amount: d.amount },
  }),
  DisputePartialAnswered: (d, n) => ({
    params: {
      buyer: n.buyer(d.buyer),
      orderNo: d.orderNo,
      amount: d.amount,
      accepted: t(`teacher.event.${d.accepted ? 'accepted' : 'declined'}`),
    },
    actor: 'buyer',
  }),
  DisputeRefunded: (d, n) => ({
    params: {
      buyer: n.buyer(d.buyer),
      orderNo: d.orderNo,
      amount: d.amount,
      by: t(`dispute.by.${d.by}`),
      full: t(`teacher.event.${d.full ? 'fullRefund' : 'partRefund'}`),
    },
    actor: disputeActor(d.by),
  }),
  DisputeRuled: (d, n) => ({
    params: {
      buyer: n.buyer(d.buyer),
      orderNo: d.orderNo,
      won: t(`dispute.result.${d.won ? 'won' : 'lost'}`),
      missed: d.missed ? t(`dispute.stage.${d.missed}`) : NONE,
      say: said(d.say),
    },
    actor: 'platform',
  }),
  DisputeCancelled: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo },
    actor: 'buyer',
  }),
  DisputeDeadlineSet: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo, ...deadline(d.deadline) },
    actor: 'platform',
  }),
  DisputeBuyerCountered: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo, amount: d.amount },
    actor: 'buyer',
  }),
  DisputeViolationRecorded: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), orderNo: d.orderNo },
    actor: 'platform',
  }),

  // Claims.
  ClaimAdded: (d, n) => ({
    params: {
      counterparty: counterparty(n, d.counterparty),
      reason: t(`claim.reason.${d.reason}`),
      orderNo: orNone(d.orderNo),
      store: n.store(d.store),
      amount: d.amount,
      currency: d.currency,
    },
  }),
  ClaimCancelled: (d, n) => ({
    params: { id: d.id, counterparty: counterparty(n, d.counterparty) },
  }),
  ClaimEvidenceRequested: (d, n) => ({
    params: { id: d.id, counterparty: counterparty(n, d.counterparty), ask: said(d.ask) },
    actor: 'counterparty',
  }),
  ClaimEvidenceAdded: (d, n) => ({
    params: {
      id: d.id,
      counterparty: counterparty(n, d.counterparty),
      files: (d.files?.length ?? 0) + (d.caseFiles?.length ?? 0),
    },
  }),
  ClaimPaid: (d, n) => ({
    params: { id: d.id, counterparty: counterparty(n, d.counterparty), amount: d.amount },
    actor: 'counterparty',
  }),
  ClaimRefused: (d, n) => ({
    params: { id: d.id, counterparty: counterparty(n, d.counterparty), why: said(d.why) },
    actor: 'counterparty',
  }),

  // Orders.
  OrderShipped: (d) => ({
    params: { orderNo: d.orderNo, carrier: t(`carrier.${d.carrier}`), trackingNo: d.trackingNo },
  }),
  OrderSplit: (d) => ({
    params: { orderNo: d.orderNo, newOrderNo: d.newOrderNo, sku: d.sku, qty: d.qty },
  }),
  OrdersMerged: (d) => ({
    params: { orderNo: d.orderNo, mergedOrderNos: list(d.mergedOrderNos) },
  }),
  OrderCancelled: (d) => ({
    params: {
      orderNo: d.orderNo,
      previousStatus: t(`orderStatus.${d.previousStatus}`),
      reason: orNone(d.reason),
    },
  }),
  OrderRestored: (d) => ({
    params: { orderNo: d.orderNo, status: t(`orderStatus.${d.status}`) },
  }),
  OrderRemarked: (d) => ({ params: { orderNo: d.orderNo, remark: orNone(d.remark) } }),
  OrderGiftMarked: (d) => ({ params: { orderNo: d.orderNo, gift: yesNo(d.gift) } }),
  BuyerContacted: (d, n) => ({
    params: { orderNo: d.orderNo, buyer: n.buyer(d.buyer), text: orNone(d.text) },
  }),
  OrderReviewReplied: (d) => ({ params: { orderNo: d.orderNo, reply: d.reply } }),
  OrdersImported: (d) => ({ params: { fileName: d.fileName, count: d.orderNos.length } }),
  OrderArrived: (d, n) => ({
    params: { orderNo: d.orderNo, buyer: orNone(n.buyerOfOrder(d.orderNo)) },
    actor: 'buyer',
  }),

  // Warehouse.
  StockModified: (d) => ({
    params: {
      sku: d.sku,
      qty: d.qty,
      previousQty: d.previousQty,
      price: d.price,
      status: t(`stockStatus.${d.status}`),
      reason: orNone(d.reason),
    },
  }),
  StockDeleted: (d) => ({ params: { sku: d.sku } }),
  StockImported: (d) => ({ params: { fileName: d.fileName, count: d.items.length } }),
  InventoryCheckStarted: (d) => ({ params: { checkNo: d.checkNo, count: d.skus.length } }),
  InventoryCheckCancelled: (d) => ({ params: { checkNo: d.checkNo } }),
  InventoryCheckPosted: (d) => ({
    params: { checkNo: d.checkNo, count: d.adjustedSkus.length },
  }),

  // After-sales.
  AfterSaleAgreed: (d) => ({
    params: {
      id: d.id,
      orderNo: d.orderNo,
      kind: t(`afterSaleKind.${d.kind}`),
      refundAmount: d.refundAmount,
    },
  }),
  AfterSaleRefused: (d) => ({ params: { id: d.id, orderNo: d.orderNo, reason: d.reason } }),
  AfterSaleReturnShipped: (d, n) => ({
    params: {
      id: d.id,
      buyer: orNone(n.buyerOfAfterSale(d.id)),
      carrier: t(`carrier.${d.carrier}`),
      trackingNo: d.trackingNo,
    },
    actor: 'buyer',
  }),
  AfterSaleGoodsReceived: (d) => ({
    params: { id: d.id, orderNo: d.orderNo, skus: list(d.skus) },
  }),
  AfterSaleRefunded: (d) => ({ params: { id: d.id, orderNo: d.orderNo, amount: d.amount } }),
  AfterSaleGoodsNotReceived: (d) => ({ params: { id: d.id, remark: d.remark } }),
  AfterSaleEscalated: (d, n) => ({
    params: { id: d.id, buyer: orNone(n.buyerOfAfterSale(d.id)) },
    actor: 'buyer',
  }),
  AfterSaleRemarked: (d) => ({ params: { id: d.id, remark: orNone(d.remark) } }),

  // Customers.
  CustomerCreated: (d) => ({
    params: {
      name: d.name,
      platform: t(`platform.${d.platform}`),
      region: t(`region.${d.region}`),
    },
  }),
  CustomerModified: (d, n) => ({ params: { buyer: n.buyer(d.id) } }),
  CustomerDeleted: (d, n) => ({ params: { buyer: n.buyer(d.id) } }),
  CustomerBlacklisted: (d, n) => ({ params: { buyer: n.buyer(d.id), reason: d.reason } }),
  CustomerUnblacklisted: (d, n) => ({ params: { buyer: n.buyer(d.id) } }),

  // Feedback.
  FeedbackReplied: (d) => ({ params: { id: d.id, rating: d.rating, text: d.text } }),
  FeedbackRemovalDecided: (d) => ({
    params: {
      id: d.id,
      platform: t(`platform.${d.platform}`),
      reason: t(`feedback.reason.${d.reason}`),
      granted: t(`teacher.event.${d.granted ? 'granted' : 'refused'}`),
    },
  }),
  FeedbackBuyerContacted: (d, n) => ({
    params: { id: d.id, buyer: n.buyer(d.buyer), text: orNone(d.text) },
  }),

  // Questionnaires.
  QuestionnaireCreated: (d, n) => ({
    params: { title: d.title, store: n.store(d.store), questionCount: d.questionCount },
  }),
  QuestionnaireEdited: (d, n) => ({
    params: { title: d.title, store: n.store(d.store), questionCount: d.questionCount },
  }),
  QuestionnaireStarted: (d, n) => ({
    params: { title: d.title, store: n.store(d.store), questionCount: d.questionCount },
  }),
  QuestionnaireStopped: (d) => ({ params: { title: d.title, answers: d.answers } }),
  QuestionnaireDeleted: (d) => ({
    params: { title: d.title, from: t(`questionnaire.status.${d.from}`), answers: d.answers },
  }),
  QuestionnaireAnswered: (d, n) => ({
    params: { buyer: n.buyer(d.buyer), title: n.questionnaire(d.id), count: d.count },
    actor: 'buyer',
  }),

  // The policies' timers: bookkeeping.
  TimerScheduled: (d) => ({
    params: {
      timerId: d.timerId,
      policy: d.policy,
      dueAt: time(d.dueAt),
      action: Object.keys(d.action)[0] ?? '',
    },
    actor: 'system',
    internal: true,
  }),
  TimerFired: (d) => ({
    params: { timerId: d.timerId, policy: d.policy },
    actor: 'system',
    internal: true,
  }),
  TimerCancelled: (d) => ({
    params: { timerId: d.timerId, policy: d.policy },
    actor: 'system',
    internal: true,
  }),
};

function counterparty(n: Names, id: string): SentenceValue {
  const name = n.counterparty(id);
  return typeof name === 'string' ? name : { text: name };
}

export const EVENT_TYPES = Object.keys(DESCRIBE) as EventType[];

/** The sentence values of one event (and who it is by, when the event tells). */
export const describe = (e: DomainEvent, names: Names): Said =>
  (DESCRIBE[e.type] as (d: unknown, n: Names) => Said)(e.data, names);
