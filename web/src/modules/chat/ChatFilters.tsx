/**
 * The conversation list's filters (spec: date range, orders, products, platforms, returning,
 * first session), in a popover beside the quick search. Picked days are days of the case's zone.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Form, Popover, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectListData } from '../../../../schemas/chat/api.ts';
import { useLocalText } from '../../shared/format.ts';
import type { ChatFilters as Filters } from './useChat.ts';

type Values = {
  dates?: [Dayjs | null, Dayjs | null] | null;
  hasOrder?: 'yes' | 'no';
  sku?: string;
  platform?: Filters['platform'];
  session?: 'returning' | 'firstSession';
  unread?: 'yes';
};

const toFilters = (v: Values, keyword: string | undefined): Filters => {
  const [from, to] = v.dates ?? [null, null];
  const f: Filters = {
    keyword,
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
    hasOrder: v.hasOrder === undefined ? undefined : v.hasOrder === 'yes',
    sku: v.sku,
    platform: v.platform,
    returning: v.session === 'returning' ? true : undefined,
    firstSession: v.session === 'firstSession' ? true : undefined,
    unread: v.unread === 'yes' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(f).filter(([, x]) => x !== undefined)) as Filters;
};

type Props = {
  options: SelectListData | null;
  filters: Filters;
  onChange: (f: Filters) => void;
};

export function ChatFilters({ options, filters, onChange }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const active = Object.keys(filters).filter((k) => k !== 'keyword').length;
  const apply = (v: Values) => {
    onChange(toFilters(v, filters.keyword));
    setOpen(false);
  };
  const content = (
    <Form<Values> form={form} layout="vertical" className="chat-filters" onFinish={apply}>
      <Form.Item name="dates" label={t('chat.filter.dates')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="hasOrder" label={t('chat.filter.orders')}>
        <Select
          allowClear
          data-testid="chat-filter-orders"
          options={[
            { value: 'yes', label: t('chat.filter.withOrder') },
            { value: 'no', label: t('chat.filter.preSale') },
          ]}
        />
      </Form.Item>
      <Form.Item name="sku" label={t('chat.filter.products')}>
        <Select
          allowClear
          options={(options?.products ?? []).map((p) => ({
            value: p.sku,
            label: `${typeof p.name === 'string' ? p.name : local(p.name)} (${p.sku})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="platform" label={t('chat.filter.platforms')}>
        <Select
          allowClear
          options={(options?.platforms ?? []).map((p) => ({ value: p, label: t(`platform.${p}`) }))}
        />
      </Form.Item>
      <Form.Item name="session" label={t('chat.filter.session')}>
        <Select
          allowClear
          data-testid="chat-filter-session"
          options={[
            { value: 'returning', label: t('chat.filter.returning') },
            { value: 'firstSession', label: t('chat.filter.firstSession') },
          ]}
        />
      </Form.Item>
      <Form.Item name="unread" label={t('chat.filter.unread')}>
        <Select allowClear options={[{ value: 'yes', label: t('chat.filter.unreadOnly') }]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="chat-filter-apply">
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            apply({});
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen}>
      <Badge count={active} size="small">
        <Button
          icon={<FilterOutlined />}
          data-testid="chat-filters"
          aria-label={t('chat.filter.title')}
        />
      </Badge>
    </Popover>
  );
}
