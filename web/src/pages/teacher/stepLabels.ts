/**
 * The closed values of the step tables shown by their labels in the viewer's language: which
 * message keys name the values of each table's field (the modules' own status labels and the
 * shared carrier, region labels), and the fields holding a buyer's, a store's or a
 * counterparty's id (shown by name).
 */

/** `<entity>.<field>` → the prefix of the message key of its values. */
const LABELS: Readonly<Record<string, string>> = {
  'mail.box': 'mail.box.',
  'conversation.outcome': 'chat.outcome.',
  'chat.outcome': 'chat.outcome.',
  'dispute.status': 'dispute.status.',
  'dispute.result': 'dispute.result.',
  'order.status': 'orderStatus.',
  'order.carrier': 'carrier.',
  'order.buyerStatus': 'customerStatus.',
  'stock.status': 'stockStatus.',
  'afterSale.status': 'afterSaleStatus.',
  'customer.status': 'customerStatus.',
  'customer.region': 'region.',
  'claim.status': 'claim.status.',
  'claim.reason': 'claim.reason.',
  'questionnaire.status': 'questionnaire.status.',
};

/** The message key of a table's closed value, or null for a value shown as it is. */
export const stepLabel = (entity: string, field: string, value: string): string | null => {
  const prefix = LABELS[`${entity}.${field}`];
  return prefix ? `${prefix}${value}` : null;
};

/** Fields holding an id the step's names resolve. */
export const NAMED_FIELDS: ReadonlySet<string> = new Set(['buyer', 'store', 'counterparty']);

export const STEP_LABEL_FIELDS = Object.keys(LABELS);
