/**
 * The admin's exchange rates (issue 26 §2): the table in use outside cases that fix their own, its
 * date and where it comes from, and the import of the ECB's daily file (eurofxref-daily.xml),
 * which the server rebases to CNY = 1 with 4 decimals; a refused file shows why and changes nothing.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRatesData } from '../../../../schemas/api/rates.ts';
import { isApiError } from '../../api/errors.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { LoadFailed } from '../teacher/parts.tsx';
import { adminApi } from './api.ts';

type Row = AdminRatesData['rates'][number];

export function RatesPanel() {
  const { t } = useTranslation();
  const rates = useRemote(useCallback(() => adminApi.rates(), []));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (rates.failed && !rates.data) return <LoadFailed onRetry={rates.reload} />;
  const data = rates.data;

  const send = async (file: File) => {
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      const form = new FormData();
      form.set('file', file, file.name);
      const imported = await adminApi.importRates(form);
      rates.put(imported);
      setNotice(t('rates.admin.imported', { date: imported.date }));
    } catch (e) {
      setError(isApiError(e) ? t(e.key, e.params) : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap="middle" data-testid="admin-rates">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('rates.admin.title')}
      </Typography.Title>
      {data ? (
        <Typography.Text data-testid="admin-rates-origin">
          {t(`rates.admin.origin.${data.origin}`, {
            date: data.date,
            source: data.source,
            at: data.importedAt ? new Date(data.importedAt).toLocaleString() : '',
          })}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">{t('rates.admin.hint')}</Typography.Text>
      <Upload
        accept=".xml"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={sending} data-testid="admin-rates-import">
          {t('rates.admin.import')}
        </Button>
      </Upload>
      {error ? (
        <Alert type="error" showIcon message={error} data-testid="admin-rates-error" />
      ) : null}
      {notice ? <Alert type="success" showIcon message={notice} /> : null}
      <Table<Row>
        size="small"
        loading={rates.loading}
        rowKey="code"
        dataSource={data?.rates ?? []}
        pagination={false}
        columns={[
          { title: t('rates.admin.code'), dataIndex: 'code', key: 'code' },
          { title: t('rates.admin.rate'), dataIndex: 'rate', key: 'rate', align: 'right' },
        ]}
      />
    </Flex>
  );
}
