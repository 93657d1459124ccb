/**
 * /Teacher/cases: the case library — the shipped cases (read-only; a teacher copies one into a
 * draft of their own) and the teacher's drafts and published cases (an admin's: everyone's), each
 * opening in the editor. Names and titles are shown as text.
 */
import { CopyOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, useLocalText } from '../../../shared/format.ts';
import { useRemote } from '../../../shared/useRemote.ts';
import { LoadFailed, PageHeading } from '../parts.tsx';
import { authoringApi, type ListData } from './api.ts';

type Draft = ListData['drafts'][number];
type Shipped = ListData['shipped'][number];

const STATUS_COLOR = { draft: 'default', published: 'success', archived: 'warning' } as const;

/** A new draft's text: the fields every case has, to fill in. */
const BLANK = 'schemaVersion: 1\nid: my-case\ntitle:\n  zh: ""\n  en: ""\n';

export function DraftStatusTag({ status }: { status: Draft['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`authoring.status.${status}`)}</Tag>;
}

export default function CaseLibraryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const local = useLocalText();
  const load = useCallback(() => authoringApi.list(), []);
  const { data, failed, reload } = useRemote(load);
  const [busy, setBusy] = useState<string | null>(null);
  const open = (id: string) => void navigate(`/Teacher/cases/${encodeURIComponent(id)}`);

  const copy = async (caseID: string) => {
    setBusy(caseID);
    try {
      open((await authoringApi.copy(caseID)).id);
    } finally {
      setBusy(null);
    }
  };
  const create = async () => {
    setBusy('new');
    try {
      open((await authoringApi.save(BLANK)).id);
    } finally {
      setBusy(null);
    }
  };

  const draftColumns: TableColumnsType<Draft> = [
    { title: t('authoring.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('authoring.statusTitle'),
      key: 'status',
      render: (_, d) => <DraftStatusTag status={d.status} />,
    },
    {
      title: t('authoring.classes'),
      key: 'classes',
      render: (_, d) => d.classIds.length,
    },
    {
      title: t('authoring.updatedAt'),
      key: 'updatedAt',
      render: (_, d) => formatDateTime(d.updatedAt),
    },
    {
      key: 'open',
      render: (_, d) => (
        <Button
          icon={<EditOutlined />}
          data-testid={`draft-open-${d.name}`}
          onClick={() => open(d.id)}
        >
          {t('authoring.open')}
        </Button>
      ),
    },
  ];
  const shippedColumns: TableColumnsType<Shipped> = [
    { title: t('authoring.caseId'), dataIndex: 'caseID', key: 'id' },
    { title: t('authoring.title'), key: 'title', render: (_, c) => local(c.title) },
    {
      key: 'copy',
      render: (_, c) => (
        <Button
          icon={<CopyOutlined />}
          loading={busy === c.caseID}
          data-testid={`shipped-copy-${c.caseID}`}
          onClick={() => void copy(c.caseID)}
        >
          {t('authoring.copy')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="case-library">
      <PageHeading
        title={t('authoring.libraryTitle')}
        subtitle={t('authoring.librarySubtitle')}
        onReload={reload}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={busy === 'new'}
            onClick={() => void create()}
          >
            {t('authoring.new')}
          </Button>
        }
      />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      <Card title={t('authoring.myCases')}>
        <Table
          rowKey="id"
          size="small"
          dataSource={data?.drafts ?? []}
          columns={draftColumns}
          loading={!data && !failed}
          pagination={false}
          locale={{ emptyText: t('authoring.noDrafts') }}
          data-testid="draft-table"
        />
      </Card>
      <Card title={t('authoring.shipped')}>
        <Table
          rowKey="caseID"
          size="small"
          dataSource={data?.shipped ?? []}
          columns={shippedColumns}
          loading={!data && !failed}
          pagination={false}
        />
      </Card>
    </Flex>
  );
}
