/** The case title in the case header, with its category and the live-update state. */
import { Badge, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../shared/format.ts';
import { useCaseStore } from './caseStore.ts';

export function CaseHeading() {
  const { t } = useTranslation();
  const text = useLocalText();
  const info = useCaseStore((s) => s.caseInfo);
  const liveStatus = useCaseStore((s) => s.liveStatus);
  if (!info) return null;
  return (
    <div className="case-heading" data-testid="case-heading">
      <Typography.Text className="case-heading-title" ellipsis>
        {text(info.title)}
      </Typography.Text>
      <Tag className="case-heading-tag">{t(`caseType.${info.caseType}`)}</Tag>
      <Tooltip title={t(`caseWork.live.${liveStatus}`)}>
        <Badge status={liveStatus === 'open' ? 'success' : 'default'} data-testid="live-status" />
      </Tooltip>
    </div>
  );
}
