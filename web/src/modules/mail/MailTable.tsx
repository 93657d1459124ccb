/** A box's mails: unread in bold, star, order and flags; a click opens the mail. */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailListData, MailRow } from '../../../../schemas/mail/api.ts';
import type { MailBox } from '../../../../schemas/mail/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { tablePaging } from '../../shared/module/paging.ts';
import { DueCountdown } from '../../case/DueCountdown.tsx';
import { useMailText } from './useMailText.ts';

type Props = {
  box: MailBox;
  data: MailListData | null;
  loading: boolean;
  paging: { page: number; limit: number };
  selected: string[];
  onSelect: (ids: string[]) => void;
  onPage: (page: number, limit: number) => void;
  onOpen: (mail: MailRow) => void;
  onStar: (mail: MailRow) => void;
};

export function MailTable(p: Props) {
  const { t } = useTranslation();
  const text = useMailText();
  const caseTime = useCaseTime();
  const incoming = p.box === 'inbox' || p.box === 'trash';
  const columns: TableColumnsType<MailRow> = [
    {
      key: 'star',
      width: 40,
      render: (_, m) => (
        <span
          role="button"
          aria-label={t(m.starred ? 'mail.action.unstar' : 'mail.action.star')}
          className="mail-star"
          data-testid="mail-star-toggle"
          onClick={(e) => {
            e.stopPropagation();
            p.onStar(m);
          }}
        >
          {m.starred ? <StarFilled /> : <StarOutlined />}
        </span>
      ),
    },
    {
      title: incoming ? t('mail.from') : t('mail.to'),
      key: 'who',
      width: 220,
      render: (_, m) =>
        incoming
          ? m.kind === 'bounce'
            ? t('mail.bounce.sender')
            : (m.fromName ?? m.from)
          : m.to.join(', ') || t('common.none'),
    },
    {
      title: t('mail.subject'),
      key: 'subject',
      render: (_, m) => (
        <Space size={6} wrap>
          <Typography.Text strong={!m.read}>{text.subject(m)}</Typography.Text>
          {m.orderNo && <Tag color="blue">{m.orderNo}</Tag>}
          {m.noReply && <Tag>{t('mail.tag.noReply')}</Tag>}
          {m.replied && <Tag color="green">{t('mail.tag.replied')}</Tag>}
          <DueCountdown
            due={m.patienceDue}
            what={t('caseWork.due.patience')}
            testId={`mail-patience-${m.id}`}
          />
          {m.sendAt && (
            <Tag color="gold">{t('mail.tag.scheduled', { at: caseTime(m.sendAt) })}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('mail.time'),
      key: 'at',
      width: 150,
      render: (_, m) => caseTime(m.at ?? m.sendAt),
    },
  ];
  return (
    <Table<MailRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={p.data?.list ?? []}
      loading={p.loading}
      rowClassName={(m) => (m.read ? 'mail-row' : 'mail-row mail-unread')}
      rowSelection={{
        selectedRowKeys: p.selected,
        onChange: (keys) => p.onSelect(keys as string[]),
      }}
      onRow={(m) => ({ onClick: () => p.onOpen(m) })}
      pagination={tablePaging(t, p.paging, p.data?.total ?? 0, p.onPage)}
    />
  );
}
