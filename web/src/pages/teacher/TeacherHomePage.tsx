/**
 * /Teacher: the teacher's classes (an admin's: every class) — school, students, and per case how
 * many started, submitted and passed it and the average score; each opens its class.
 */
import { ArrowRightOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseProgress, TeacherClassesData } from '../../../../schemas/api/teacher.ts';
import { useSession } from '../../session/session.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { LoadFailed, PageHeading, useScore } from './parts.tsx';

type ClassRow = TeacherClassesData['classes'][number];
type CaseCol = TeacherClassesData['cases'][number];

function ClassCard({ cls, cases }: { cls: ClassRow; cases: CaseCol[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useLocalText();
  const score = useScore();
  const progress = new Map(cls.progress.map((p) => [p.caseId, p]));
  const rows = cases.map((c) => ({ c, p: progress.get(c.id) }));
  const count = (key: keyof Omit<CaseProgress, 'caseId' | 'average'>) => ({
    title: t(`teacher.home.col.${key}`),
    key,
    width: 100,
    align: 'right' as const,
    render: (_: unknown, r: (typeof rows)[number]) => `${r.p?.[key] ?? 0} / ${cls.students}`,
  });
  const columns: TableColumnsType<(typeof rows)[number]> = [
    {
      title: t('teacher.home.col.case'),
      key: 'case',
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{text(r.c.title)}</span>
          <Tag>{t(`caseType.${r.c.caseType}`)}</Tag>
        </Space>
      ),
    },
    count('started'),
    count('submitted'),
    count('passed'),
    {
      title: t('teacher.home.col.average'),
      key: 'average',
      width: 110,
      align: 'right',
      render: (_, r) => score(r.p?.average),
    },
  ];
  return (
    <Card
      variant="borderless"
      data-testid={`teacher-class-card-${cls.id}`}
      title={
        <Space size={8}>
          <TeamOutlined />
          <span>{cls.name}</span>
        </Space>
      }
      extra={
        <Button
          type="primary"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          data-testid={`teacher-class-${cls.id}`}
          onClick={() => void navigate(`/Teacher/class/${encodeURIComponent(cls.id)}`)}
        >
          {t('teacher.home.open')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {[
          cls.school,
          cls.teacher ? t('teacher.home.teacher', { name: cls.teacher }) : null,
          t('teacher.home.students', { count: cls.students }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Paragraph>
      <Table
        rowKey={(r) => r.c.id}
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

export default function TeacherHomePage() {
  const { t } = useTranslation();
  const userInfo = useSession((s) => s.userInfo);
  const load = useCallback(() => teacherApi.classes(), []);
  const { data, loading, failed, reload } = useRemote(load);
  const classes = data?.classes ?? [];

  return (
    <div className="page-stack" data-testid="teacher-home">
      <PageHeading
        title={t('teacher.home.title')}
        subtitle={t('teacher.home.subtitle', {
          name: userInfo?.displayName || userInfo?.userName,
        })}
        onReload={reload}
      />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      <div className="page-stack" data-testid="teacher-classes">
        {loading && !data ? <Card variant="borderless" loading /> : null}
        {data && classes.length === 0 ? (
          <Card variant="borderless">
            <Empty description={t('teacher.home.empty')} data-testid="teacher-no-classes" />
          </Card>
        ) : null}
        {classes.map((cls) => (
          <ClassCard key={cls.id} cls={cls} cases={data?.cases ?? []} />
        ))}
      </div>
    </div>
  );
}
