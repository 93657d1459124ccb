/** "View current task": the case description, requirements, files and (practice) hints in the interface language. */
import { Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../shared/format.ts';
import { CaseFileLinks } from './CaseFileLinks.tsx';
import { useSession } from '../session/session.ts';
import { useCaseStore } from './caseStore.ts';
import { TaskHints } from './TaskHints.tsx';

export function TaskModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const info = useCaseStore((s) => s.caseInfo);
  const isExam = useSession((s) => s.isExam);
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
            {info.require.map((r, i) => (
              <li key={i}>{text(r)}</li>
            ))}
          </ol>
          <CaseFileLinks />
          {isExam ? null : <TaskHints open={open} />}
        </div>
      ) : null}
    </Modal>
  );
}
