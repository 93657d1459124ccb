/** Folds claim events into the claims (an immer draft). */
import type { Envelope } from '../core/envelope.ts';
import type { ClaimState } from './state.ts';
import { othersOnly } from '../kit.ts';

export const evolveClaims = (draft: ClaimState, event: Envelope): void => {
  switch (event.type) {
    case 'ClaimAdded': {
      const d = event.data;
      draft.count += 1;
      draft.byId[d.id] = {
        id: d.id,
        store: d.store,
        kind: d.kind,
        counterparty: d.counterparty,
        reason: d.reason,
        orderNo: d.orderNo,
        amount: d.amount,
        currency: d.currency,
        description: d.description,
        at: d.at,
        status: 'waiting',
        evidenceAsked: false,
        ask: null,
        evidence: [],
        // Events written before claims took files have none.
        files: [...(d.files ?? [])],
        paid: null,
        why: null,
        seq: draft.count,
      };
      return;
    }
    case 'ClaimCancelled': {
      const c = draft.byId[event.data.id];
      if (c) c.status = 'cancelled';
      return;
    }
    case 'ClaimEvidenceRequested': {
      const c = draft.byId[event.data.id];
      if (c) {
        c.evidenceAsked = true;
        c.ask = event.data.ask;
      }
      return;
    }
    case 'ClaimEvidenceAdded': {
      const c = draft.byId[event.data.id];
      if (c) {
        c.evidence.push(event.data.text);
        c.files.push(...(event.data.files ?? []));
        c.evidenceAsked = false;
      }
      return;
    }
    case 'ClaimPaid': {
      const c = draft.byId[event.data.id];
      if (c) {
        c.status = 'paid';
        c.paid = event.data.amount;
      }
      return;
    }
    case 'ClaimRefused': {
      const c = draft.byId[event.data.id];
      if (c) {
        c.status = 'refused';
        c.why = event.data.why;
      }
      return;
    }
    default:
      return othersOnly('claim', event.type);
  }
};
