/** Student commands of the Disputes page for walkthroughs, and what to read from their events. */
import type { Envelope } from '../core/envelope.ts';
import type { DefenceReason } from '../../schemas/dispute/domain.ts';

/** An evidence file as the server stores it: an upload, maybe a case file (by its bytes). */
export const upload = (name: string, caseFile: string | null = name) => ({
  id: `u-${name}`,
  name,
  size: 30_000,
  type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  caseFile,
});
export type UploadedFile = ReturnType<typeof upload>;
export const evidence = (
  id: string,
  reasons: DefenceReason[],
  text: string,
  files: UploadedFile[] = [],
) => ({ type: 'SubmitDisputeEvidence', id, reasons, text, files }) as const;
export const refund = (id: string, amount: number) =>
  ({ type: 'RefundDispute', id, amount }) as const;
export const say = (id: string, text: string) =>
  ({ type: 'SendDisputeMessage', id, text }) as const;
export const intervene = (id: string) => ({ type: 'ApplyIntervention', id }) as const;
export const withdraw = (id: string) => ({ type: 'WithdrawIntervention', id }) as const;

/** The dispute events among those written (not the timers that brought them). */
export const disputeEvents = (events: readonly Envelope[]) =>
  events.filter((e) => e.type.startsWith('Dispute'));
/** The dispute an event is about. */
export const idOf = (e: Envelope) => (e.data as { id?: string }).id;
