/**
 * Folds dispute events into the disputes (an immer draft). The platform's notes in the dispute's
 * conversation are derived here from the events (message keys the UI translates).
 */
import { SELLER_STAGES } from '../../schemas/dispute/domain.ts';
import type { Envelope } from '../core/envelope.ts';
import { cents } from '../orders/state.ts';
import type { Dispute, DisputeNote, DisputeState } from './state.ts';
import { othersOnly } from '../kit.ts';

type Deadline = Dispute['deadline'];

const setDeadline = (d: Dispute, deadline: Deadline) => {
  if (d.deadline?.stage === deadline?.stage && d.deadline?.due === deadline?.due) return;
  d.deadline = deadline;
  d.deadlineSeq += 1;
};

const note = (d: Dispute, at: string, key: string, params: DisputeNote['params'] = {}): void => {
  d.messages.push({ by: 'platform', text: null, say: null, key, params, at });
};

const due = (deadline: Deadline): DisputeNote['params'] =>
  deadline ? { due: deadline.due, stage: deadline.stage } : {};

export const evolveDisputes = (draft: DisputeState, event: Envelope): void => {
  if (event.type === 'DisputeOpened') {
    const e = event.data;
    draft.count += 1;
    draft.byId[e.id] = {
      id: e.id,
      store: e.store,
      type: e.type,
      orderNo: e.orderNo,
      buyer: e.buyer,
      sku: e.sku,
      orderAmount: e.orderAmount,
      amount: e.amount,
      currency: e.currency,
      reason: e.reason,
      at: e.at,
      status: 'waiting',
      result: null,
      refunded: 0,
      deadline: e.deadline,
      respondDue: e.deadline?.due ?? null,
      deadlineSeq: 0,
      responded: false,
      interventionBy: null,
      offer: null,
      offerSeq: 0,
      suspended: null,
      counter: null,
      missed: null,
      violation: false,
      evidence: [],
      messages: [
        { by: 'buyer', text: null, say: e.says, key: null, params: {}, at: e.at },
        {
          by: 'platform',
          text: null,
          say: null,
          key: 'dispute.note.opened',
          params: due(e.deadline),
          at: e.at,
        },
      ],
      seq: draft.count,
    };
    return;
  }
  if (!event.type.startsWith('Dispute')) return;
  const data = event.data as { id?: string; at?: string };
  const d = data.id ? draft.byId[data.id] : undefined;
  if (!d || !data.at) return;
  const at = data.at;
  switch (event.type) {
    case 'DisputeMessageSent':
      d.messages.push({
        by: 'seller',
        text: event.data.text,
        say: null,
        key: null,
        params: {},
        at,
      });
      return;
    case 'DisputeBuyerSaid':
      d.messages.push({ by: 'buyer', text: null, say: event.data.say, key: null, params: {}, at });
      return;
    case 'DisputeInterventionApplied':
      d.status = 'intervention';
      d.interventionBy = event.data.by;
      if (event.data.by === 'seller') d.responded = true;
      d.suspended = null;
      d.counter = null;
      setDeadline(d, event.data.deadline);
      note(d, at, `dispute.note.intervened.${event.data.by}`, due(event.data.deadline));
      return;
    case 'DisputeInterventionWithdrawn':
      d.status = 'waiting';
      d.interventionBy = null;
      d.responded = false;
      setDeadline(d, event.data.deadline);
      note(d, at, 'dispute.note.withdrawn', due(event.data.deadline));
      return;
    case 'DisputeEvidenceSubmitted': {
      const e = event.data;
      d.evidence.push({ reasons: e.reasons, text: e.text, files: e.files, at });
      d.status = 'intervention';
      d.interventionBy ??= 'seller';
      d.responded = true;
      d.suspended = null;
      d.counter = null;
      setDeadline(d, e.deadline);
      note(d, at, 'dispute.note.evidence', { ...due(e.deadline), files: e.files.length });
      return;
    }
    case 'DisputePartialOffered':
      d.offer = event.data.amount;
      d.offerSeq = event.data.seq;
      note(d, at, 'dispute.note.offered', { amount: event.data.amount });
      return;
    case 'DisputePartialAnswered':
      d.offer = null;
      note(d, at, `dispute.note.offer.${event.data.accepted ? 'accepted' : 'refused'}`, {
        amount: event.data.amount,
      });
      return;
    case 'DisputeRefunded':
      d.refunded = cents(d.refunded + event.data.amount);
      if (event.data.by === 'seller') {
        d.status = 'completed';
        d.result = event.data.full ? 'refunded' : 'partRefunded';
        d.offer = null;
        d.suspended = null;
        d.counter = null;
        setDeadline(d, null);
      }
      note(
        d,
        at,
        event.data.by === 'platform' && d.violation
          ? 'dispute.note.refunded.charged'
          : `dispute.note.refunded.${event.data.by}`,
        { amount: event.data.amount },
      );
      return;
    case 'DisputeRuled':
      d.status = 'completed';
      d.result = event.data.won ? 'won' : 'lost';
      d.missed = event.data.missed;
      d.offer = null;
      d.suspended = null;
      d.counter = null;
      setDeadline(d, null);
      note(
        d,
        at,
        event.data.missed
          ? `dispute.note.missed.${event.data.missed}`
          : `dispute.note.${event.data.won ? 'won' : 'lost'}`,
        event.data.key ? { why: event.data.key } : {},
      );
      if (event.data.say)
        d.messages.push({
          by: 'platform',
          text: null,
          say: event.data.say,
          key: null,
          params: {},
          at,
        });
      return;
    case 'DisputeCancelled':
      d.status = 'cancelled';
      d.offer = null;
      d.suspended = null;
      d.counter = null;
      setDeadline(d, null);
      note(d, at, 'dispute.note.cancelled');
      return;
    case 'DisputeDeadlineSet': {
      const e = event.data;
      // An offer pauses the seller's own deadline; what it had left comes back if refused.
      if (e.why === 'offer' && d.deadline && SELLER_STAGES.includes(d.deadline.stage))
        d.suspended = {
          stage: d.deadline.stage,
          leftMs: Math.max(0, Date.parse(d.deadline.due) - Date.parse(at)),
        };
      if (e.why !== 'offer') d.suspended = null;
      setDeadline(d, e.deadline);
      note(d, at, `dispute.note.deadline.${e.why}`, due(e.deadline));
      return;
    }
    case 'DisputeBuyerCountered':
      d.counter = event.data.amount;
      note(d, at, 'dispute.note.countered', { amount: event.data.amount });
      return;
    case 'DisputeViolationRecorded':
      d.violation = true;
      note(d, at, 'dispute.note.violation');
      return;
    default:
      return othersOnly('dispute', event.type);
  }
};
