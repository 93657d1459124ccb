/**
 * The student's own attempts at a case (/api/PracticeTraining/CaseAttempts), in a popover from the
 * case list: every attempt, reset ones too, with its score and times, which ones the grade counts
 * and the grade by the class's grading method. Loaded when opened.
 */
import { HistoryOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptHistoryData } from '../../../../schemas/api/grades.ts';
import { api } from '../../api/index.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { AttemptHistoryTable, GradeLine } from '../teacher/AttemptHistoryTable.tsx';

const caseAttempts = (caseID: string) =>
  api.post<AttemptHistoryData>('/PracticeTraining/CaseAttempts', { caseID });

function History({ caseID }: { caseID: string }) {
  const load = useCallback(() => caseAttempts(caseID), [caseID]);
  const { data } = useRemote(load);
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical gap={8} style={{ maxWidth: 640 }} data-testid="my-attempts">
      <GradeLine data={data} />
      <AttemptHistoryTable data={data} />
    </Flex>
  );
}

export function AttemptHistory({ caseID }: { caseID: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={t('grades.myAttempts')}
      destroyOnHidden
      content={open ? <History caseID={caseID} /> : null}
    >
      <Button
        size="small"
        type="text"
        icon={<HistoryOutlined />}
        aria-label={t('grades.myAttempts')}
        data-testid="my-attempts-open"
      />
    </Popover>
  );
}
