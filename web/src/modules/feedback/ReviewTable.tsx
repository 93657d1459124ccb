/** A table of reviews (store or product): buyer, rating, text, time, the store's reply, actions. */
import { Rate, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackListData, ReviewRow } from '../../../../schemas/feedback/api.ts';
import type { FeedbackAction } from '../../../../schemas/feedback/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { tablePaging, type Paging } from '../../shared/module/paging.ts';
import { ActionLinks } from '../../shared/module/ActionLinks.tsx';
import { useBuyerWords } from '../../case/useBuyerText.ts';
import { useLocalText } from '../../shared/format.ts';

type Props = {
  data: FeedbackListData | null;
  loading: boolean;
  paging: Paging;
  onPage: (page: number, limit: number) => void;
  onAction: (action: FeedbackAction, row: ReviewRow) => void;
};

export function ReviewTable({ data, loading, paging, onPage, onAction }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const words = useBuyerWords();
  const caseTime = useCaseTime();
  const columns: TableColumnsType<ReviewRow> = [
    {
      title: t('feedback.col.buyer'),
      key: 'buyer',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{r.buyerName}</Typography.Text>
          <Typography.Text type="secondary">{r.orderNo}</Typography.Text>
          {r.productName && (
            <Typography.Text type="secondary">{local(r.productName)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('feedback.col.rating'),
      dataIndex: 'rating',
      width: 150,
      render: (v: number) => <Rate disabled value={v} />,
    },
    {
      title: t('feedback.col.text'),
      key: 'text',
      render: (_, r) => (
        <div>
          <div className="review-text" lang={words(r.text, r.buyer).lang}>
            {words(r.text, r.buyer).text}
          </div>
          {r.reply && (
            <blockquote className="point-quote" data-testid={`review-reply-${r.id}`}>
              {r.reply}
            </blockquote>
          )}
          {r.refused.map((reason) => (
            <Tag key={reason} color="orange">
              {t('feedback.refused', { reason: t(`feedback.reason.${reason}`) })}
            </Tag>
          ))}
        </div>
      ),
    },
    {
      title: t('feedback.col.at'),
      dataIndex: 'at',
      width: 150,
      render: (v: string) => caseTime(v),
    },
    {
      title: t('feedback.col.store'),
      key: 'store',
      width: 150,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{r.storeName}</Typography.Text>
          <Typography.Text type="secondary">{t(`platform.${r.platform}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('feedback.col.actions'),
      key: 'actions',
      width: 130,
      render: (_, r) => (
        <ActionLinks
          actions={r.actions}
          danger={(a) => a === 'requestRemoval'}
          testId={(a) => `review-${a}`}
          label={(a) =>
            t(a === 'reply' && r.reply ? 'feedback.action.editReply' : `feedback.action.${a}`)
          }
          onAction={(a) => onAction(a, r)}
        />
      ),
    },
  ];
  return (
    <Table<ReviewRow>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      pagination={tablePaging(t, paging, data?.total ?? 0, onPage)}
    />
  );
}
