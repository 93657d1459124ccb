/**
 * A class's course progress on its page (issue 24 §5): each student's sections read per course
 * and study time, from Teacher/ClassCourseProgress.
 */
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassCourseProgressData } from '../../../../schemas/api/courses.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { lessonApi } from '../lesson/api.ts';
import { StudyTime } from '../lesson/StudyTime.tsx';

type Row = ClassCourseProgressData['students'][number];

export function ClassCourseProgress({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const { data, loading } = useRemote(
    useCallback(() => lessonApi.classProgress(classId), [classId]),
  );
  const columns: TableColumnsType<Row> = [
    { title: t('lesson.teacher.student'), dataIndex: 'name', fixed: 'left' },
    ...(data?.courses ?? []).map((c, i) => ({
      title: text(c.title),
      key: c.courseID,
      render: (_: unknown, r: Row) => (
        <span data-testid={`progress-${r.userName}-${c.courseID}`}>
          {t('lesson.sectionsRead', { read: r.progress[i]?.sectionsRead ?? 0, total: c.sections })}
          <br />
          <Typography.Text type="secondary">
            <StudyTime seconds={r.progress[i]?.studySeconds ?? 0} />
          </Typography.Text>
        </span>
      ),
    })),
    {
      title: t('lesson.teacher.total'),
      key: 'total',
      sorter: (a: Row, b: Row) => a.studySeconds - b.studySeconds,
      render: (_: unknown, r: Row) => <StudyTime seconds={r.studySeconds} />,
    },
    {
      title: t('lesson.teacher.last'),
      key: 'last',
      render: (_: unknown, r: Row) => (r.lastStudiedAt ? formatDateTime(r.lastStudiedAt) : '—'),
    },
  ];
  return (
    <Card variant="borderless" title={t('lesson.teacher.title')}>
      <Table<Row>
        rowKey="userId"
        columns={columns}
        dataSource={data?.students ?? []}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        data-testid="class-course-progress"
      />
    </Card>
  );
}
