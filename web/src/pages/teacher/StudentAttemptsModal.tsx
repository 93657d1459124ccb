/**
 * Every attempt of one student at one case (the class page's cell count): reset ones included,
 * with the grade the class's method gives; each opens its attempt page.
 */
import { Button, Flex, Modal, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { AttemptHistoryTable, GradeLine } from './AttemptHistoryTable.tsx';
import { LoadFailed } from './parts.tsx';

export type AttemptsOf = { studentId: string; caseId: string };

export function StudentAttemptsModal({
  of,
  onClose,
}: {
  of: AttemptsOf | null;
  onClose: () => void;
}) {
  return (
    <Modal open={of !== null} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      {of ? <Attempts of={of} /> : null}
    </Modal>
  );
}

function Attempts({ of }: { of: AttemptsOf }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const navigate = useNavigate();
  const load = useCallback(() => teacherApi.studentCaseAttempts(of.studentId, of.caseId), [of]);
  const { data, failed, reload } = useRemote(load);
  if (failed && !data) return <LoadFailed onRetry={reload} />;
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={12} data-testid="student-attempts">
      <div className="ant-modal-title">
        {t('grades.attemptsTitle', { name: data.student.name, title: text(data.title) })}
      </div>
      <GradeLine data={data} />
      <AttemptHistoryTable
        data={data}
        action={(r) => (
          <Button
            size="small"
            data-testid={`open-attempt-${r.id}`}
            onClick={() => void navigate(`/Teacher/attempt/${encodeURIComponent(r.id)}`)}
          >
            {t('grades.open')}
          </Button>
        )}
      />
    </Flex>
  );
}
