/**
 * The files students uploaded, per class: how many and how large (largest first), the total, and
 * the quotas and retention they live under (server/uploads/policy.ts).
 */
import { Button, Flex, Table, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageData } from '../../../../schemas/api/admin.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { LoadFailed } from '../teacher/parts.tsx';
import { adminApi } from './api.ts';

type Row = StorageData['classes'][number];

const MB = 1024 * 1024;
/** 1.5 MB, 320 KB, 12 B. */
export const formatBytes = (bytes: number) =>
  bytes >= MB
    ? `${(bytes / MB).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} B`;

export function StoragePanel() {
  const { t } = useTranslation();
  const storage = useRemote(useCallback(() => adminApi.storage(), []));
  if (storage.failed && !storage.data) return <LoadFailed onRetry={storage.reload} />;
  const data = storage.data;
  const policy = data?.policy;
  return (
    <Flex vertical gap="middle" data-testid="admin-storage">
      {policy ? (
        <Flex justify="space-between" align="center" gap="middle">
          <Typography.Text type="secondary" data-testid="admin-storage-policy">
            {t('admin.storage.policy', {
              attemptFiles: policy.perAttempt.files,
              attemptMb: Math.round(policy.perAttempt.bytes / MB),
              userFiles: policy.perUser.files,
              userMb: Math.round(policy.perUser.bytes / MB),
              minutes: policy.unusedMinutes,
              days: policy.resetRetentionDays,
            })}
          </Typography.Text>
          <Button onClick={storage.reload}>{t('common.refresh')}</Button>
        </Flex>
      ) : null}
      <Table<Row>
        size="small"
        loading={storage.loading}
        rowKey={(r) => r.classId ?? ''}
        dataSource={data?.classes ?? []}
        pagination={false}
        locale={{ emptyText: t('admin.storage.empty') }}
        columns={[
          {
            title: t('admin.storage.class'),
            key: 'class',
            render: (_, r) =>
              r.className ??
              (r.classId ? t('admin.storage.unknownClass') : t('admin.storage.noClass')),
          },
          { title: t('admin.storage.files'), dataIndex: 'files', align: 'right' },
          {
            title: t('admin.storage.size'),
            dataIndex: 'bytes',
            align: 'right',
            render: (b: number) => formatBytes(b),
          },
        ]}
        summary={() =>
          data && data.classes.length > 0 ? (
            <Table.Summary.Row data-testid="admin-storage-total">
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('admin.storage.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {data.total.files}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {formatBytes(data.total.bytes)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Flex>
  );
}
