/** Public surface of the engine: pure functions over scenarios, commands and events. */
export { decide, notWritable, type Command } from './attempt/decide.ts';
export { evolve, evolveAll } from './attempt/evolve.ts';
export { initialState, type AttemptState } from './attempt/state.ts';
export { hintCost } from './attempt/hints.ts';
export { replay } from './attempt/replay.ts';
export { snapshotAt, type SnapshotTable } from './attempt/snapshot.ts';
export {
  explore,
  DEFAULTS as EXPLORE_DEFAULTS,
  type DeadEnd,
  type ExploreOptions,
  type ExploreReport,
  type PointReport,
  type Step,
} from './explore/explore.ts';
export { replaySteps } from './explore/search.ts';
export { handle, startEvents, type Handled } from './play.ts';
export { scoreAttempt } from './scoring/score.ts';
export {
  uncertainReasons,
  settled,
  UNCERTAIN_REASONS,
  type UncertainReason,
} from './scoring/uncertain.ts';
export { CRITERION } from './scoring/rubric.ts';
export { allowedOrderActions, splitLimits } from './orders/allowed.ts';
export { visibleOrders, findOrder, type Order } from './orders/state.ts';
export { stockQty, listedStock, type StockItem } from './warehouse/state.ts';
export { allowedStockActions, reservedBySku } from './warehouse/allowed.ts';
export { allowedAfterSaleActions } from './afterSales/allowed.ts';
export { isFullRefund } from './afterSales/refund.ts';
export { listedAfterSales, type AfterSale } from './afterSales/state.ts';
export { refundable } from './afterSales/decide.ts';
export { listedCustomers, findCustomer, buyerStatus, type Customer } from './customers/state.ts';
export { customerTotals, type CustomerTotals } from './customers/totals.ts';
export { allowedCustomerActions } from './customers/allowed.ts';
export { nextDue, pendingTimers } from './policies/state.ts';
export { clockOffsetMinutes, simTime, simTimeOf } from './core/clock.ts';
export { seedFrom, createRng } from './core/random.ts';
export { localize } from './core/text.ts';
export {
  isRejection,
  reject,
  type Envelope,
  type Metadata,
  type Rejection,
  type RowError,
  type Actor,
} from './core/envelope.ts';
export { allowedMailActions } from './mail/allowed.ts';
export {
  buyerAddress,
  isStoreAddress,
  storeAddress,
  type Mail,
  type MailState,
} from './mail/state.ts';
export {
  isOpen as isChatOpen,
  type ChatConversation,
  type ChatMessage,
  type ChatState,
} from './chat/state.ts';
export { buyerTyping, CHAT_CHANNEL } from './chat/script.ts';
export { MAIL_CHANNEL } from './mail/script.ts';
export { patienceDue } from './conversation/patience.ts';
export {
  isStanding,
  removalPolicy,
  reviewMetrics,
  type Review,
  type ReviewMetrics,
} from './feedback/state.ts';
export { allowedFeedbackActions } from './feedback/allowed.ts';
export { type Claim, type ClaimState } from './claim/state.ts';
export { allowedClaimActions } from './claim/allowed.ts';
export { type Dispute, type DisputeNote, type DisputeState } from './dispute/state.ts';
export { allowedDisputeActions } from './dispute/allowed.ts';
export { disputeRules } from './dispute/rules.ts';
export {
  listedQuestionnaires,
  tally as tallyQuestionnaire,
  type Questionnaire,
  type QuestionnaireState,
} from './questionnaire/state.ts';
export { allowedQuestionnaireActions } from './questionnaire/allowed.ts';
