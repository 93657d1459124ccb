/** A mail opened: back, reply, reply all, forward, flags and delete; the text as written. */
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  RollbackOutlined,
  SendOutlined,
  ShareAltOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailRow } from '../../../../schemas/mail/api.ts';
import type { MailAction } from '../../../../schemas/mail/domain.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { useMailText } from './useMailText.ts';

type Props = {
  mail: MailRow;
  onBack: () => void;
  onAction: (action: MailAction, mail: MailRow) => void;
};

const ICONS: Partial<Record<MailAction, React.ReactNode>> = {
  reply: <RollbackOutlined />,
  replyAll: <RollbackOutlined />,
  forward: <ShareAltOutlined />,
  star: <StarOutlined />,
  delete: <DeleteOutlined />,
  edit: <SendOutlined />,
};

export function MailDetail({ mail, onBack, onAction }: Props) {
  const { t } = useTranslation();
  const text = useMailText();
  const caseTime = useCaseTime();
  const actions = mail.actions.filter((a) => a !== 'markRead');
  return (
    <div className="mail-detail" data-testid="mail-detail">
      <Flex justify="space-between" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="mail-back">
          {t('common.back')}
        </Button>
        <Space wrap>
          {actions.map((a) => (
            <Button
              key={a}
              icon={ICONS[a]}
              danger={a === 'delete'}
              type={a === 'reply' ? 'primary' : 'default'}
              data-testid={`mail-${a}`}
              onClick={() => onAction(a, mail)}
            >
              {t(`mail.action.${a}`)}
            </Button>
          ))}
        </Space>
      </Flex>
      <Typography.Title level={4} className="mail-subject">
        {text.subject(mail)}
      </Typography.Title>
      <Space wrap size={4}>
        {mail.orderNo && <Tag color="blue">{t('mail.order', { orderNo: mail.orderNo })}</Tag>}
        {mail.noReply && <Tag>{t('mail.tag.noReply')}</Tag>}
        {mail.replied && <Tag color="green">{t('mail.tag.replied')}</Tag>}
        {mail.sendAt && (
          <Tag color="gold">{t('mail.tag.scheduled', { at: caseTime(mail.sendAt) })}</Tag>
        )}
      </Space>
      <Descriptions
        size="small"
        column={1}
        className="mail-meta"
        items={[
          {
            key: 'from',
            label: t('mail.from'),
            children:
              mail.kind === 'bounce'
                ? t('mail.bounce.sender')
                : mail.fromName
                  ? `${mail.fromName} <${mail.from}>`
                  : `${mail.storeName} <${mail.from}>`,
          },
          { key: 'to', label: t('mail.to'), children: mail.to.join(', ') },
          ...(mail.cc.length
            ? [{ key: 'cc', label: t('mail.cc'), children: mail.cc.join(', ') }]
            : []),
          { key: 'at', label: t('mail.time'), children: caseTime(mail.at ?? mail.sendAt) },
        ]}
      />
      <Typography.Paragraph className="mail-body" data-testid="mail-text">
        {text.body(mail)}
      </Typography.Paragraph>
      <AttachmentList files={mail.attachments} mailId={mail.id} />
    </div>
  );
}
