/** A module list's filter bar: text and select fields, search and reset. */
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from './FilterButtons.tsx';

export type FilterField =
  | { name: string; label: string; kind: 'text' }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] };

type Values = Record<string, string | undefined>;

/** The filled fields only (empty text and cleared selects are no filter). */
const filled = (v: Values) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x.trim() !== ''));

export function FilterBar({
  fields,
  onSearch,
}: {
  fields: FilterField[];
  onSearch: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const col = { xs: 24, sm: 12, lg: 6 };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="order-filters"
      onFinish={(v) => onSearch(filled(v) as Record<string, string>)}
    >
      <Row gutter={16}>
        {fields.map((f) => (
          <Col {...col} key={f.name}>
            <Form.Item name={f.name} label={f.label}>
              {f.kind === 'text' ? (
                <Input allowClear maxLength={80} data-testid={`filter-${f.name}`} />
              ) : (
                <Select
                  allowClear
                  placeholder={t('common.all')}
                  options={f.options}
                  data-testid={`filter-${f.name}`}
                />
              )}
            </Form.Item>
          </Col>
        ))}
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
