/** The dialogs of row actions that need input: ship, split, cancel, remark, reply to review, a message to the buyer. */
import type { OrderRow, SelectListData } from '../../../../schemas/orders/api.ts';
import type { OrderCommand } from '../../../../schemas/orders/domain.ts';
import { CancelModal } from './CancelModal.tsx';
import { ContactModal } from './ContactModal.tsx';
import { RemarkModal } from './RemarkModal.tsx';
import { ReplyReviewModal } from './ReplyReviewModal.tsx';
import { ShipModal } from './ShipModal.tsx';
import { SplitModal } from './SplitModal.tsx';

export type Dialog = {
  kind: 'ship' | 'split' | 'cancel' | 'remark' | 'replyReview' | 'contactBuyer';
  row: OrderRow;
};

type Props = {
  dialog: Dialog | null;
  carriers: SelectListData['carriers'];
  run: (command: OrderCommand) => Promise<boolean>;
  onClose: () => void;
};

export function OrderDialogs({ dialog, carriers, run, onClose }: Props) {
  const submit = async (command: OrderCommand) => {
    if (await run(command)) onClose();
  };
  if (!dialog) return null;
  const { kind, row } = dialog;
  if (kind === 'ship')
    return <ShipModal row={row} carriers={carriers} onSubmit={submit} onClose={onClose} />;
  if (kind === 'split') return <SplitModal row={row} onSubmit={submit} onClose={onClose} />;
  if (kind === 'cancel') return <CancelModal row={row} onSubmit={submit} onClose={onClose} />;
  if (kind === 'contactBuyer')
    return <ContactModal row={row} onSubmit={submit} onClose={onClose} />;
  if (kind === 'replyReview')
    return <ReplyReviewModal row={row} onSubmit={submit} onClose={onClose} />;
  return <RemarkModal row={row} onSubmit={submit} onClose={onClose} />;
}
