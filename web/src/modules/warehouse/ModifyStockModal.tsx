/** Modify a stock item: quantity, unit price, status and a reason; only changed fields are sent. */
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StockRow } from '../../../../schemas/warehouse/api.ts';
import { STOCK_STATUSES, type StockStatus } from '../../../../schemas/common.ts';
import { ADJUST_REASON_MAX, type StockCommand } from '../../../../schemas/warehouse/domain.ts';
import { DecimalInput, IntegerInput } from '../../shared/inputs/index.ts';

type Values = { qty: number | null; price: number | null; status: StockStatus; reason?: string };

export function ModifyStockModal({
  row,
  run,
  onClose,
}: {
  row: StockRow | null;
  run: (c: StockCommand) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = async () => {
    if (!row) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const ok = await run({
      type: 'ModifyStock',
      sku: row.sku,
      ...(v.qty !== null && v.qty !== row.qty ? { qty: v.qty } : {}),
      ...(v.price !== null && v.price !== row.price ? { price: v.price } : {}),
      ...(v.status !== row.status ? { status: v.status } : {}),
      ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
    });
    if (ok) onClose();
  };
  return (
    <Modal
      open={row !== null}
      title={t('warehouse.modify.title', { sku: row?.sku ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Form<Values>
          form={form}
          layout="vertical"
          data-testid="modify-form"
          initialValues={{ qty: row.qty, price: row.price, status: row.status }}
        >
          <Form.Item name="qty" label={t('warehouse.col.qty')} rules={[{ required: true }]}>
            <IntegerInput min={0} max={10_000_000} data-testid="modify-qty" />
          </Form.Item>
          <Form.Item name="price" label={t('warehouse.col.price')} rules={[{ required: true }]}>
            <DecimalInput min={0} max={10_000_000} data-testid="modify-price" />
          </Form.Item>
          <Form.Item name="status" label={t('warehouse.col.status')}>
            <Select
              options={STOCK_STATUSES.map((s) => ({ value: s, label: t(`stockStatus.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('warehouse.modify.reason')}>
            <Input.TextArea
              rows={2}
              maxLength={ADJUST_REASON_MAX}
              showCount
              data-testid="modify-reason"
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
