/**
 * Folds dispute events into the disputes (an immer draft). The platform's notes in the dispute's
 * conversation are derived here from the events (message keys the UI translates).
 */
import type { Envelope } from '../core/envelope.ts';
import { cents } from '../orders/state.ts';
import type { Dispute, DisputeNote, DisputeState } from './state.ts';

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
      d.interventionBy = event.data.by === 'seller' ? 'seller' : 'buyer';
      if (event.data.by === 'seller') d.responded = true;
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
        setDeadline(d, null);
      }
      note(d, at, `dispute.note.refunded.${event.data.by}`, { amount: event.data.amount });
      return;
    case 'DisputeRuled':
      d.status = 'completed';
      d.result = event.data.won ? 'won' : 'lost';
      d.offer = null;
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
      setDeadline(d, null);
      note(d, at, 'dispute.note.cancelled');
      return;
    default:
      return;
  }
};
