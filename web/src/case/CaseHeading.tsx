/**
 * The case header: back to the case list, the case title with its category, the case clock and
 * the live-update state.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Badge, Button, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session.ts';
import { useLocalText } from '../shared/format.ts';
import { CaseClock } from './CaseClock.tsx';
import { useCaseStore } from './caseStore.ts';
import { backTarget } from './submitTarget.ts';

export function CaseHeading() {
  const { t } = useTranslation();
  const text = useLocalText();
  const info = useCaseStore((s) => s.caseInfo);
  const liveStatus = useCaseStore((s) => s.liveStatus);
  const navigate = useNavigate();
  const isExam = useSession((s) => s.isExam);
  const fromHome = useSession((s) => s.fromHome);
  const caseID = useSession((s) => s.caseID);
  if (!info) return null;
  return (
    <div className="case-heading" data-testid="case-heading">
      <Button
        type="text"
        className="case-back"
        icon={<ArrowLeftOutlined />}
        data-testid="case-back"
        onClick={() => void navigate(backTarget({ isExam, fromHome, caseID }))}
      >
        {t('caseWork.backToList')}
      </Button>
      <Typography.Text className="case-heading-title" ellipsis>
        {text(info.title)}
      </Typography.Text>
      <Tag className="case-heading-tag">{t(`caseType.${info.caseType}`)}</Tag>
      <CaseClock />
      <Tooltip title={t(`caseWork.live.${liveStatus}`)}>
        <Badge status={liveStatus === 'open' ? 'success' : 'default'} data-testid="live-status" />
      </Tooltip>
    </div>
  );
}
