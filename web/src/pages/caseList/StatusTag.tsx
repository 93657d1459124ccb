/** The attempt status of a case: not started, in progress, submitted. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';

const COLORS: Record<CaseListItem['status'], string> = {
  notStarted: 'default',
  inProgress: 'processing',
  submitted: 'success',
};

export function StatusTag({ status }: { status: CaseListItem['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`caseList.status.${status}`)}</Tag>;
}
