/** Create or modify a customer file (the totals are never typed: they come from orders). */
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '../../../../schemas/customers/api.ts';
import { isContact } from '../../../../engine/customers/contact.ts';
import { REGIONS, type Platform, type Region } from '../../../../schemas/common.ts';
import type { CustomerCommand } from '../../../../schemas/customers/domain.ts';
import { useCaseStore } from '../../case/caseStore.ts';

type Values = {
  platform: Platform;
  account: string;
  name: string;
  region: Region;
  contact?: string;
  details?: string;
};

type Props = {
  editing: CustomerRow | 'new' | null;
  run: (c: CustomerCommand) => Promise<boolean>;
  onClose: () => void;
};

export function CustomerForm({ editing, run, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const row = editing === 'new' ? null : editing;
  // A customer file belongs to a platform the case has a store on.
  const stores = useCaseStore((s) => s.caseInfo?.stores ?? []);
  const platforms = [...new Set(stores.map((x) => x.platform))];
  const required = (label: string) => [
    { required: true, whitespace: true, message: t('customers.form.required', { label }) },
  ];

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const fields = {
      platform: v.platform,
      account: v.account.trim(),
      name: v.name.trim(),
      region: v.region,
      contact: v.contact?.trim() ?? '',
      details: v.details?.trim() ?? '',
    };
    const ok = row
      ? await run({ type: 'ModifyCustomer', id: row.id, ...fields })
      : await run({ type: 'CreateCustomer', ...fields });
    if (ok) onClose();
  };

  return (
    <Modal
      open={editing !== null}
      title={
        row ? t('customers.form.modifyTitle', { account: row.account }) : t('customers.create')
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="customer-form"
        initialValues={
          row
            ? { ...row }
            : {
                platform: platforms.length === 1 ? platforms[0] : undefined,
                region: undefined,
                account: '',
                name: '',
                contact: '',
              }
        }
      >
        <Form.Item
          name="platform"
          label={t('customers.col.platform')}
          rules={required(t('customers.col.platform'))}
        >
          <Select
            data-testid="customer-platform"
            options={platforms.map((p) => ({ value: p, label: t(`platform.${p}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('customers.col.account')}
          rules={required(t('customers.col.account'))}
        >
          <Input maxLength={120} data-testid="customer-account" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('customers.form.name')}
          rules={required(t('customers.form.name'))}
        >
          <Input maxLength={80} data-testid="customer-name" />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('customers.col.region')}
          rules={required(t('customers.col.region'))}
        >
          <Select
            data-testid="customer-region"
            options={REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('customers.col.contact')}
          extra={t('customers.form.contactHint')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                isContact(v ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('customers.error.badContact'))),
            },
          ]}
        >
          <Input maxLength={120} data-testid="customer-contact" />
        </Form.Item>
        <Form.Item name="details" label={t('customers.form.details')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
