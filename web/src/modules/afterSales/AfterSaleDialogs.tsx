/**
 * Dialogs of the after-sales actions: agree (refund amount; a full refund asks once more),
 * refuse (reason, with the spec's warning that confirming counts as refusal), goods not
 * received (remark) and remark.
 */
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AfterSaleRow } from '../../../../schemas/afterSales/api.ts';
import {
  AFTER_SALE_TEXT_MAX,
  type AfterSaleCommand,
} from '../../../../schemas/afterSales/domain.ts';
import { isFullRefund } from '../../../../engine/afterSales/refund.ts';
import { useMoney } from '../../shared/format.ts';
import { DecimalInput } from '../../shared/inputs/index.ts';

export type AfterSaleDialog = {
  kind: 'agree' | 'refuse' | 'notReceived' | 'remark';
  row: AfterSaleRow;
};

type Props = {
  dialog: AfterSaleDialog | null;
  run: (c: AfterSaleCommand) => Promise<boolean>;
  confirm: (title: string, content: ReactNode, action: () => Promise<boolean>) => Promise<boolean>;
  onClose: () => void;
};

type Values = { refundAmount?: number | null; text?: string };

export function AfterSaleDialogs({ dialog, run, confirm, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [form] = Form.useForm<Values>();
  const row = dialog?.row;

  const submit = async () => {
    if (!dialog || !row) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const text = v.text?.trim() ?? '';
    let ok = false;
    if (dialog.kind === 'agree') {
      const amount = v.refundAmount ?? 0;
      const command: AfterSaleCommand = {
        type: 'AgreeAfterSale',
        id: row.id,
        refundAmount: amount,
      };
      ok = isFullRefund(amount, row.refundable)
        ? await confirm(
            t('afterSales.agree.fullTitle'),
            t('afterSales.agree.fullConfirm', { amount: money(amount) }),
            () => run(command),
          )
        : await run(command);
    } else if (dialog.kind === 'refuse') {
      ok = await run({ type: 'RefuseAfterSale', id: row.id, reason: text });
    } else if (dialog.kind === 'notReceived') {
      ok = await run({ type: 'ConfirmGoodsNotReceived', id: row.id, remark: text });
    } else {
      ok = await run({ type: 'RemarkAfterSale', id: row.id, remark: text });
    }
    if (ok) onClose();
  };

  return (
    <Modal
      open={dialog !== null}
      title={dialog ? t(`afterSales.${dialog.kind}.title`, { id: row?.id ?? '' }) : ''}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: dialog?.kind === 'refuse' }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {dialog && row ? (
        <Form<Values>
          form={form}
          layout="vertical"
          data-testid={`${dialog.kind}-form`}
          initialValues={{
            refundAmount: row.requestedAmount <= row.refundable ? row.requestedAmount : null,
            text: dialog.kind === 'remark' ? row.remark : '',
          }}
        >
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('afterSales.col.order')}>{row.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('afterSales.col.orderAmount')}>
              {money(row.orderAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('afterSales.detail.requested')}>
              {money(row.requestedAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('afterSales.detail.refundable')}>
              {money(row.refundable)}
            </Descriptions.Item>
          </Descriptions>
          {dialog.kind === 'agree' ? (
            <Form.Item
              name="refundAmount"
              label={t('afterSales.agree.amount')}
              extra={t('afterSales.agree.amountHint', { max: money(row.refundable) })}
              rules={[{ required: true, message: t('afterSales.agree.amountRequired') }]}
            >
              <DecimalInput min={0} max={row.refundable} data-testid="refund-input" />
            </Form.Item>
          ) : (
            <>
              {dialog.kind === 'refuse' ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('afterSales.refuse.warning')}
                  style={{ marginBottom: 12 }}
                  data-testid="refuse-warning"
                />
              ) : null}
              <Form.Item name="text" label={t(`afterSales.${dialog.kind}.label`)}>
                <Input.TextArea
                  rows={3}
                  maxLength={AFTER_SALE_TEXT_MAX}
                  showCount
                  data-testid="after-sale-text"
                />
              </Form.Item>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
