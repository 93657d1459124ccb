/**
 * /Teacher/exams: the teacher's theory exams (issue 25 §1) — each with its classes, window, time
 * limit and how many students are at each status; opened, every student's attempts, status, time
 * (the deadline and the extra time it includes) and result, with their accommodation. Results are
 * released after a confirmation; new exams are set with the create dialog.
 */
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherExamsData } from '../../../../../schemas/api/exams.ts';
import { useLocalText } from '../../../shared/format.ts';
import { useRemote } from '../../../shared/useRemote.ts';
import { teacherApi } from '../api.ts';
import { LoadFailed, PageHeading } from '../parts.tsx';
import { AccommodationModal, type AccommodationTarget } from './AccommodationModal.tsx';
import { examTeacherApi } from './api.ts';
import { CreateExamModal } from './CreateExamModal.tsx';
import { statusCounts } from './statusCounts.ts';
import { StudentTime } from './StudentTime.tsx';

type Exam = TeacherExamsData['exams'][number];
type Student = Exam['students'][number];
const at = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

function Students({ exam, onAccommodate }: { exam: Exam; onAccommodate: (s: Student) => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Student> = [
    {
      key: 'name',
      title: t('examTeacher.col.student'),
      render: (_, s) => (
        <span>
          {s.displayName} <Typography.Text type="secondary">{s.username}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('examTeacher.col.status'),
      render: (_, s) => (
        <Tag data-testid={`student-status-${s.username}`}>
          {t(`examTeacher.status.${s.status}`)}
        </Tag>
      ),
    },
    {
      key: 'attempts',
      title: t('examTeacher.col.attempts'),
      render: (_, s) =>
        t('examTeacher.attemptsOf', {
          n: s.attempts,
          of: exam.settings.attemptsAllowed + (s.accommodation?.extraAttempts ?? 0),
        }),
    },
    {
      key: 'time',
      title: t('examTeacher.col.time'),
      render: (_, s) => <StudentTime exam={exam} student={s} />,
    },
    {
      key: 'score',
      title: t('examTeacher.col.score'),
      render: (_, s) =>
        s.score === null
          ? t('common.none')
          : t(s.passed ? 'examTeacher.passed' : 'examTeacher.failed', { score: s.score }),
    },
    {
      key: 'action',
      title: t('examTeacher.col.action'),
      render: (_, s) => (
        <Button
          size="small"
          data-testid={`accommodate-${s.username}`}
          onClick={() => onAccommodate(s)}
        >
          {t('examTeacher.acc.open')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Student>
      size="small"
      rowKey="userId"
      pagination={false}
      dataSource={exam.students}
      columns={columns}
      data-testid={`exam-students-${exam.e_id}`}
    />
  );
}

export default function ExamsPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const local = useLocalText();
  const { data, failed, reload } = useRemote(useCallback(() => examTeacherApi.list(), []));
  const classes = useRemote(useCallback(() => teacherApi.classes(), []));
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<AccommodationTarget | null>(null);
  const className = useMemo(() => {
    const names = new Map((classes.data?.classes ?? []).map((c) => [c.id, c.name]));
    return (id: string) => names.get(id) ?? id;
  }, [classes.data]);

  const release = (exam: Exam) =>
    modal.confirm({
      title: t('examTeacher.release.title', { name: local(exam.title) }),
      content: t('examTeacher.release.body'),
      okText: t('examTeacher.release.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const { released } = await examTeacherApi.release(exam.e_id);
        void message.success(t('examTeacher.release.done', { count: released }));
        reload();
      },
    });

  const columns: TableColumnsType<Exam> = [
    {
      key: 'title',
      title: t('examTeacher.col.title'),
      render: (_, e) => <Typography.Text strong>{local(e.title)}</Typography.Text>,
    },
    {
      key: 'classes',
      title: t('examTeacher.col.classes'),
      render: (_, e) => e.classIds.map((c) => <Tag key={c}>{className(c)}</Tag>),
    },
    {
      key: 'window',
      title: t('examTeacher.col.window'),
      render: (_, e) => `${at(e.settings.opensAt)} – ${at(e.settings.closesAt)}`,
    },
    {
      key: 'limit',
      title: t('examTeacher.col.limit'),
      render: (_, e) => t('examTeacher.minutes', { n: e.settings.limitMinutes }),
    },
    {
      key: 'counts',
      title: t('examTeacher.col.counts'),
      render: (_, e) => (
        <Flex wrap gap={4} data-testid={`exam-counts-${e.e_id}`}>
          {statusCounts(e.students).map(([status, n]) => (
            <Tag key={status}>
              {t('examTeacher.count', { status: t(`examTeacher.status.${status}`), n })}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'release',
      title: t('examTeacher.col.release'),
      render: (_, e) =>
        e.releasedAt !== null ? (
          <Tag color="success">{t('examTeacher.releasedAt', { time: at(e.releasedAt) })}</Tag>
        ) : (
          <Button size="small" data-testid={`release-${e.e_id}`} onClick={() => release(e)}>
            {t('examTeacher.release.button')}
          </Button>
        ),
    },
  ];

  return (
    <div className="page-stack" data-testid="teacher-exams">
      <PageHeading
        title={t('examTeacher.title')}
        subtitle={t('examTeacher.subtitle')}
        back="/Teacher"
        onReload={reload}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="exam-new"
            onClick={() => setCreating(true)}
          >
            {t('examTeacher.new')}
          </Button>
        }
      />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      <Table<Exam>
        rowKey="e_id"
        loading={!data && !failed}
        dataSource={data?.exams ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('examTeacher.none') }}
        expandable={{
          expandedRowRender: (e) => (
            <Students
              exam={e}
              onAccommodate={(s) =>
                setTarget({
                  e_id: e.e_id,
                  userId: s.userId,
                  name: s.displayName,
                  accommodation: s.accommodation,
                })
              }
            />
          ),
        }}
      />
      <CreateExamModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(papers) => {
          setCreating(false);
          void message.success(t('examTeacher.created', { count: papers }));
          reload();
        }}
      />
      {target ? (
        <AccommodationModal
          target={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
