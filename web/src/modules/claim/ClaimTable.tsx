/**
 * The claims: counterparty, reason, order, amount, status with the counterparty's words and the
 * files sent, actions; a row opens on the description, the evidence and the files (each a
 * download).
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimListData, ClaimRow } from '../../../../schemas/claim/api.ts';
import type { ClaimAction } from '../../../../schemas/claim/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { ClaimFiles } from './ClaimFiles.tsx';
import { tablePaging, type Paging } from '../../shared/module/paging.ts';
import { ActionLinks } from '../../shared/module/ActionLinks.tsx';
import { useLocalText, useMoney } from '../../shared/format.ts';

const COLORS = { waiting: 'gold', paid: 'green', refused: 'red', cancelled: 'default' } as const;

type Props = {
  userCaseID: string;
  data: ClaimListData | null;
  loading: boolean;
  paging: Paging;
  onPage: (page: number, limit: number) => void;
  onAction: (action: ClaimAction, row: ClaimRow) => void;
};

export function ClaimTable({ userCaseID, data, loading, paging, onPage, onAction }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const columns: TableColumnsType<ClaimRow> = [
    { title: t('claim.col.id'), dataIndex: 'id', width: 70 },
    {
      title: t('claim.col.counterparty'),
      key: 'counterparty',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{local(r.counterpartyName)}</Typography.Text>
          <Typography.Text type="secondary">{t(`claim.kind.${r.kind}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('claim.col.reason'),
      dataIndex: 'reason',
      render: (v: string) => t(`claim.reason.${v}`),
    },
    {
      title: t('claim.col.order'),
      dataIndex: 'orderNo',
      render: (v: string | null) => v ?? t('common.none'),
    },
    {
      title: t('claim.col.amount'),
      key: 'amount',
      align: 'right',
      render: (_, r) => `${r.currency} ${money(r.amount)}`,
    },
    {
      title: t('claim.col.status'),
      key: 'status',
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Tag color={COLORS[r.status]} data-testid="claim-status" data-status={r.status}>
            {t(`claim.status.${r.status}`)}
          </Tag>
          {r.paid !== null && (
            <Typography.Text>
              {t('claim.paidAmount', { amount: `${r.currency} ${money(r.paid)}` })}
            </Typography.Text>
          )}
          {r.evidenceAsked && r.ask && (
            <Typography.Text type="warning">{local(r.ask)}</Typography.Text>
          )}
          {r.why && <Typography.Text type="danger">{local(r.why)}</Typography.Text>}
          {r.files.length > 0 && (
            <Typography.Text type="secondary" data-testid="claim-files-count">
              <PaperClipOutlined /> {r.files.length}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('claim.col.at'), dataIndex: 'at', width: 140, render: (v: string) => caseTime(v) },
    {
      title: t('claim.col.actions'),
      key: 'actions',
      width: 120,
      render: (_, r) => (
        <ActionLinks
          actions={r.actions}
          danger={(a) => a === 'cancel'}
          testId={(a) => `claim-${a}`}
          label={(a) => t(`claim.action.${a}`)}
          onAction={(a) => onAction(a, r)}
        />
      ),
    },
  ];
  return (
    <Table<ClaimRow>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      expandable={{
        expandedRowRender: (r) => (
          <Space direction="vertical">
            <Typography.Text>{r.description}</Typography.Text>
            {r.evidence.map((e, i) => (
              <blockquote key={i} className="point-quote">
                {e}
              </blockquote>
            ))}
            <ClaimFiles userCaseID={userCaseID} files={r.files} />
          </Space>
        ),
      }}
      pagination={tablePaging(t, paging, data?.total ?? 0, onPage)}
    />
  );
}
