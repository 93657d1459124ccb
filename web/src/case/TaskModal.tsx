/** "View current task": the case description and requirements in the interface language. */
import { Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../shared/format.ts';
import { CaseFileLinks } from './CaseFileLinks.tsx';
import { useCaseStore } from './caseStore.ts';

/** "1. … 2. …" written on one line becomes a list; other text stays a paragraph. */
export const numberedItems = (text: string): string[] =>
  text
    .split(/\s+(?=\d+[.、]\s*)/)
    .map((s) => s.trim())
    .filter(Boolean);

export function TaskModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const info = useCaseStore((s) => s.caseInfo);
  const requirements = numberedItems(text(info?.require));
  return (
    <Modal open={open} title={text(info?.title)} onCancel={onClose} footer={null} width={720}>
      {info ? (
        <div className="task-body" data-testid="task-body">
          <Space size={8} className="task-meta">
            <Tag color="blue">{t(`caseType.${info.caseType}`)}</Tag>
            <Typography.Text type="secondary">
              {t('caseWork.scoreLine', { total: info.totalScore, pass: info.passScore })}
            </Typography.Text>
          </Space>
          <Typography.Title level={5}>{t('caseWork.description')}</Typography.Title>
          <Typography.Paragraph className="task-text">
            {text(info.description)}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('caseWork.require')}</Typography.Title>
          <ol className="task-require">
            {requirements.map((r, i) => (
              <li key={i}>{r.replace(/^\d+[.、]\s*/, '')}</li>
            ))}
          </ol>
          <CaseFileLinks />
        </div>
      ) : null}
    </Modal>
  );
}
