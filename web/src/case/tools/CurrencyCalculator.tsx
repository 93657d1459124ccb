/**
 * Toolbox: exchange-rate calculator (issue 26 §2) — converts an amount between the calculator's
 * currencies with the attempt's rate table (PracticeTraining/CurrencyRate), shows the table's date
 * and source, and says which currencies the table has no rate for instead of inventing one. The
 * amount takes digits and one point only (at most 4 decimals).
 */
import { SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Input, Modal, Select, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyRateData } from '../../../../schemas/api/rates.ts';
import { api } from '../../api/index.ts';
import { isApiError } from '../../api/errors.ts';
import { useSession } from '../../session/session.ts';
import { useRemote } from '../../shared/useRemote.ts';

/** What the amount field lets through while typing: digits, one point, at most 4 decimals. */
export const AMOUNT_TYPING = /^[0-9]{0,12}(\.[0-9]{0,4})?$/;

export function CurrencyCalculator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={640}
      title={t('rates.calc.title')}
      destroyOnHidden
    >
      {open ? <CalculatorBody /> : null}
    </Modal>
  );
}

const rateCall = (userCaseID: string, body: object) =>
  api.post<CurrencyRateData>(
    '/PracticeTraining/CurrencyRate',
    { userCaseID, ...body },
    { quiet: true },
  );

function CalculatorBody() {
  const { t } = useTranslation();
  const userCaseID = useSession((s) => s.usercaseID) ?? '';
  const table = useRemote(useCallback(() => rateCall(userCaseID, {}), [userCaseID]));
  const [converted, setConverted] = useState<CurrencyRateData | null>(null);
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState('USD');
  const [to, setTo] = useState('CNY');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const data = converted ?? table.data;
  const loadError = table.failed && isApiError(table.error) ? t(table.error.key) : null;
  const missing = (data?.currencies ?? []).filter((c) => c.rate === null).map((c) => c.code);
  const options = (data?.currencies ?? []).map((c) => ({
    value: c.code,
    disabled: c.rate === null,
    label:
      c.rate === null
        ? t('rates.calc.noRateOption', { code: c.code })
        : `${c.code} · ${t(`rates.currency.${c.code}`)}`,
  }));
  const convert = async () => {
    setError(null);
    if (!/^[0-9]+(\.[0-9]+)?$/.test(amount)) return setError(t('rates.error.amount'));
    setLoading(true);
    try {
      setConverted(await rateCall(userCaseID, { amount, from, to }));
    } catch (e) {
      setConverted(null);
      setError(isApiError(e) ? t(e.key, e.params) : String(e));
    } finally {
      setLoading(false);
    }
  };
  const conversion = converted?.conversion ?? null;

  return (
    <div className="page-stack" data-testid="currency-calculator">
      {data ? (
        <Typography.Paragraph type="secondary" data-testid="rates-date">
          {t(`rates.calc.origin.${data.origin}`, { date: data.date, source: data.source })}
        </Typography.Paragraph>
      ) : null}
      {loadError ? <Alert type="error" showIcon message={loadError} /> : null}
      {missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="rates-missing"
          message={t('rates.calc.missing', { codes: missing.join(', ') })}
        />
      ) : null}
      <Space wrap>
        <Input
          aria-label={t('rates.calc.amount')}
          placeholder={t('rates.calc.amount')}
          data-testid="rates-amount"
          inputMode="decimal"
          style={{ width: 180 }}
          value={amount}
          onChange={(e) => {
            if (AMOUNT_TYPING.test(e.target.value)) setAmount(e.target.value);
          }}
          onPressEnter={() => void convert()}
        />
        <Select
          aria-label={t('rates.calc.from')}
          data-testid="rates-from"
          style={{ width: 200 }}
          value={from}
          onChange={setFrom}
          options={options}
        />
        <Button
          aria-label={t('rates.calc.swap')}
          data-testid="rates-swap"
          icon={<SwapOutlined />}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        />
        <Select
          aria-label={t('rates.calc.to')}
          data-testid="rates-to"
          style={{ width: 200 }}
          value={to}
          onChange={setTo}
          options={options}
        />
        <Button
          type="primary"
          loading={loading}
          onClick={() => void convert()}
          data-testid="rates-convert"
        >
          {t('rates.calc.convert')}
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon message={error} data-testid="rates-error" /> : null}
      {conversion ? (
        <Descriptions bordered size="small" column={1} data-testid="rates-result">
          <Descriptions.Item label={t('rates.calc.result')}>
            <strong>{t('rates.calc.resultLine', conversion)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('rates.calc.rate')}>
            {t('rates.calc.rateLine', conversion)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </div>
  );
}
