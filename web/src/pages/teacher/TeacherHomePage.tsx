/**
 * /Teacher: the teacher's classes (an admin's: every class) — school, students, the students
 * needing attention first (most cases failed, then not started, then inactive longest; one click
 * lists all of them on the class page), then, collapsed, per case how many started, submitted and
 * passed it and the average grade; each opens its class.
 */
import { ArrowRightOutlined, TeamOutlined, WarningOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Collapse,
  Empty,
  Flex,
  List,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseProgress, TeacherClassesData } from '../../../../schemas/api/teacher.ts';
import { useSession } from '../../session/session.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { teacherApi } from './api.ts';
import { LoadFailed, PageHeading, useScore } from './parts.tsx';

type ClassRow = TeacherClassesData['classes'][number];
type CaseCol = TeacherClassesData['cases'][number];

/** The students needing attention first, and the link to all who are behind. */
function Attention({ cls }: { cls: ClassRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const score = useScore();
  const behind = `/Teacher/class/${encodeURIComponent(cls.id)}?filter=behind`;
  return (
    <Flex vertical gap={8} data-testid={`attention-${cls.id}`}>
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Typography.Text strong>{t('teacher.home.attention')}</Typography.Text>
        <Button
          icon={<WarningOutlined />}
          danger={cls.behind > 0}
          disabled={cls.behind === 0}
          data-testid={`class-behind-${cls.id}`}
          onClick={() => void navigate(behind)}
        >
          {t('teacher.home.behind', { count: cls.behind })}
        </Button>
      </Flex>
      {cls.attention.length === 0 ? (
        <Typography.Text type="secondary">{t('teacher.home.noneBehind')}</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={cls.attention}
          rowKey="id"
          renderItem={(s) => (
            <List.Item
              data-testid={`attention-student-${s.username}`}
              actions={[
                <Button key="open" size="small" type="link" onClick={() => void navigate(behind)}>
                  {t('teacher.home.open')}
                </Button>,
              ]}
            >
              <Flex wrap gap={12} align="center" style={{ width: '100%' }}>
                <span style={{ minWidth: 140 }}>
                  {s.name} <Typography.Text type="secondary">{s.username}</Typography.Text>
                </span>
                {s.failed > 0 ? (
                  <Tag color="error">{t('teacher.home.failedCount', { count: s.failed })}</Tag>
                ) : null}
                {s.notStarted > 0 ? (
                  <Tag color="warning">
                    {t('teacher.home.notStartedCount', { count: s.notStarted })}
                  </Tag>
                ) : null}
                <Typography.Text type="secondary">
                  {t('teacher.home.averageOf', { score: score(s.average) })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {s.lastActivity
                    ? t('teacher.home.lastActivity', { time: formatDateTime(s.lastActivity) })
                    : t('teacher.class.never')}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}

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
      <Flex vertical gap={12}>
        <Attention cls={cls} />
        <Collapse
          size="small"
          items={[
            {
              key: 'cases',
              label: t('teacher.home.cases', { count: cases.length }),
              children: (
                <Table
                  rowKey={(r) => r.c.id}
                  columns={columns}
                  dataSource={rows}
                  pagination={false}
                  size="small"
                  scroll={{ x: 'max-content' }}
                />
              ),
            },
          ]}
        />
      </Flex>
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
