/**
 * A student's time on an exam in words: their limit and the extra time it includes, their window
 * (later if accommodated), and the deadline of an attempt in progress or the latest they may end.
 */
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TeacherExamsData } from '../../../../../schemas/api/exams.ts';

type Exam = TeacherExamsData['exams'][number];
const at = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
const MINUTE = 60_000;

export function StudentTime({
  exam,
  student: s,
}: {
  exam: Exam;
  student: Exam['students'][number];
}) {
  const { t } = useTranslation();
  const limit = exam.settings.limitMinutes + s.extraMinutes;
  return (
    <Flex vertical data-testid={`student-time-${s.username}`}>
      <span>
        {s.extraMinutes > 0
          ? t('examTeacher.time.limitExtra', { limit, n: s.extraMinutes })
          : t('examTeacher.time.limit', { limit })}
      </span>
      <Typography.Text type="secondary">
        {t('examTeacher.time.window', { opens: at(s.opensAt), closes: at(s.closesAt) })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {s.status === 'inProgress' && s.deadline !== null
          ? t('examTeacher.time.deadline', { time: at(s.deadline) })
          : t('examTeacher.time.latest', { time: at(s.closesAt + s.extraMinutes * MINUTE) })}
      </Typography.Text>
    </Flex>
  );
}
