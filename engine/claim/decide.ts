/**
 * Claim commands → events, or a rejection with a message key. A claim names a counterparty of
 * the right kind, a reason that kind can be claimed for, and an amount above zero and, for an
 * order, at most what the order still holds (amount.ts). Only a waiting claim can be cancelled or get evidence.
 * Files (a claim's and its evidence's) must be uploads the server has completed, each once.
 */
import { CLAIM_REASONS } from '../../schemas/claim/domain.ts';
import { isStored, type EvidenceFile } from '../../schemas/evidenceFiles.ts';
import type { CommandOf } from '../../schemas/modules.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { findOrder } from '../orders/state.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { claimAmountMax } from './amount.ts';
import { ruleFor } from './state.ts';

const ANSWER_AFTER = '1d';

/**
 * The files of a command as the server completed them, with the case files among them; or the
 * message key of what is wrong (a file the server did not resolve, one sent twice).
 */
const filesOf = (
  named: readonly ({ id: string } | EvidenceFile)[] | undefined,
  already: readonly EvidenceFile[] = [],
): { files: EvidenceFile[]; caseFiles: string[] } | { error: string } => {
  const files = (named ?? []).filter(isStored);
  if (files.length !== (named ?? []).length) return { error: 'claim.error.fileNotFound' };
  const ids = [...already, ...files].map((f) => f.id);
  if (new Set(ids).size !== ids.length) return { error: 'claim.error.fileTwice' };
  return { files, caseFiles: files.flatMap((f) => (f.caseFile ? [f.caseFile] : [])) };
};

export const decideClaims = (cmd: CommandOf<'claim'>, ctx: DecideContext): Decision => {
  switch (cmd.type) {
    case 'AddClaim': {
      const store = ctx.scenario.stores.find((s) => s.id === cmd.store);
      if (!store) return reject('claim.error.unknownStore', { store: cmd.store });
      const cp = ctx.scenario.world.claims?.counterparties.find((c) => c.id === cmd.counterparty);
      if (!cp) return reject('claim.error.unknownCounterparty', { counterparty: cmd.counterparty });
      if (cp.kind !== cmd.kind) return reject('claim.error.wrongKind');
      if (!(CLAIM_REASONS[cmd.reason] as readonly string[]).includes(cmd.kind))
        return reject('claim.error.reasonNotForKind');
      let orderNo: string | null = null;
      if (cmd.orderNo) {
        const o = findOrder(ctx.state.orders, cmd.orderNo);
        if (!o || o.store !== store.id)
          return reject('claim.error.unknownOrder', { orderNo: cmd.orderNo });
        const most = claimAmountMax(o);
        if (cmd.amount > most) return reject('claim.error.amountAbovePaid', { amount: most });
        orderNo = o.no;
      }
      const description = cmd.description.trim();
      if (!description) return reject('claim.error.noDescription');
      const sent = filesOf(cmd.files);
      if ('error' in sent) return reject(sent.error);
      const id = `CL${ctx.state.claim.count + 1}`;
      const rule = ruleFor(ctx.scenario, { counterparty: cp.id, reason: cmd.reason, orderNo });
      return [
        {
          type: 'ClaimAdded',
          data: {
            id,
            store: store.id,
            kind: cmd.kind,
            counterparty: cp.id,
            reason: cmd.reason,
            orderNo,
            amount: Math.round(cmd.amount * 100) / 100,
            currency: store.currency ?? 'USD',
            description,
            at: simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now),
            ...sent,
          },
        },
        timerAfter(ctx.scenario, ctx.now, durationMs(rule?.after ?? ANSWER_AFTER), `claim:${id}`, {
          claimAnswered: { id },
        }),
      ];
    }
    case 'CancelClaim': {
      const c = ctx.state.claim.byId[cmd.id];
      if (!c) return reject('claim.error.notFound', { id: cmd.id });
      if (c.status !== 'waiting') return reject('claim.error.notWaiting', { id: c.id });
      return [
        {
          type: 'ClaimCancelled',
          data: { id: c.id, counterparty: c.counterparty, reason: c.reason, orderNo: c.orderNo },
        },
      ];
    }
    case 'AddClaimEvidence': {
      const c = ctx.state.claim.byId[cmd.id];
      if (!c) return reject('claim.error.notFound', { id: cmd.id });
      if (c.status !== 'waiting') return reject('claim.error.notWaiting', { id: c.id });
      if (!c.evidenceAsked) return reject('claim.error.noEvidenceAsked', { id: c.id });
      const text = cmd.text.trim();
      if (!text) return reject('claim.error.noDescription');
      const sent = filesOf(cmd.files, c.files);
      if ('error' in sent) return reject(sent.error);
      const rule = ruleFor(ctx.scenario, c);
      return [
        {
          type: 'ClaimEvidenceAdded',
          data: {
            id: c.id,
            counterparty: c.counterparty,
            reason: c.reason,
            orderNo: c.orderNo,
            text,
            ...sent,
          },
        },
        timerAfter(
          ctx.scenario,
          ctx.now,
          durationMs(rule?.evidence?.after ?? ANSWER_AFTER),
          `claim:${c.id}`,
          {
            claimEvidenceReviewed: { id: c.id },
          },
        ),
      ];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
