/** Order filters: store, order number, buyer, date range, type, payment method, gift. */
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SelectListData } from '../../../../schemas/orders/api.ts';
import { useCaseZone } from '../../case/useCaseTime.ts';
import { zonedDayEdge } from '../../shared/format.ts';
import { FilterButtons } from '../../shared/module/FilterButtons.tsx';
import type { OrderFilterValues } from './useOrders.ts';

type FormValues = {
  store?: string;
  orderNo?: string;
  buyer?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  type?: OrderFilterValues['type'];
  paymentMethod?: OrderFilterValues['paymentMethod'];
  gift?: 'yes' | 'no';
};

/** Picked days are days of the case's zone: an order of 23:30 on the 7th in Berlin is on the 7th. */
const toFilters = (v: FormValues, offset: number): OrderFilterValues => {
  const [from, to] = v.dates ?? [null, null];
  const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  const f: OrderFilterValues = {
    store: v.store,
    orderNo: text(v.orderNo),
    buyer: text(v.buyer),
    dateFrom: from ? zonedDayEdge(from.format('YYYY-MM-DD'), offset, 'start') : undefined,
    dateTo: to ? zonedDayEdge(to.format('YYYY-MM-DD'), offset, 'end') : undefined,
    type: v.type,
    paymentMethod: v.paymentMethod,
    gift: v.gift === undefined ? undefined : v.gift === 'yes',
  };
  return Object.fromEntries(
    Object.entries(f).filter(([, x]) => x !== undefined),
  ) as OrderFilterValues;
};

type Props = { select: SelectListData | null; onSearch: (f: OrderFilterValues) => void };

export function OrderFilters({ select, onSearch }: Props) {
  const { t } = useTranslation();
  const offset = useCaseZone();
  const [form] = Form.useForm<FormValues>();
  const options = (prefix: string, values: readonly string[] | undefined) =>
    (values ?? []).map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  const col = { xs: 24, sm: 12, lg: 8, xl: 6 };
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="order-filters"
      onFinish={(v) => onSearch(toFilters(v, offset))}
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="store" label={t('orders.filter.store')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={(select?.stores ?? []).map((s) => ({
                value: s.id,
                label: `${s.name} · ${t(`platform.${s.platform}`)}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="orderNo" label={t('orders.filter.orderNo')}>
            <Input allowClear data-testid="filter-orderNo" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="buyer" label={t('orders.filter.buyer')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="dates" label={t('orders.filter.dates')}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="type" label={t('orders.filter.type')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={options('orderType', select?.types)}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="paymentMethod" label={t('orders.filter.paymentMethod')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={options('paymentMethod', select?.paymentMethods)}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="gift" label={t('orders.filter.gift')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={[
                { value: 'yes', label: t('orders.filter.giftYes') },
                { value: 'no', label: t('orders.filter.giftNo') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col {...col} className="order-filter-buttons">
          <FilterButtons
            onReset={() => {
              form.resetFields();
              onSearch({});
            }}
          />
        </Col>
      </Row>
    </Form>
  );
}
