/**
 * /Teacher/questions: the question bank for teachers and admins (issue 24 §1) — every question
 * with its tags, searchable by words and by each tag, and its statistics as Moodle computes them
 * from the submitted theory attempts of the teacher's classes, explained in plain words; a question
 * file's import checked in a dialog (ImportPreview.tsx).
 */
import {
  Button,
  Card,
  Checkbox,
  Flex,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../../../shared/format.ts';
import { useRemote } from '../../../shared/useRemote.ts';
import { LoadFailed, PageHeading } from '../parts.tsx';
import { questionBankApi } from './api.ts';
import { ImportPreview } from './ImportPreview.tsx';
import { matchesFilter, NO_FILTER, tagValues, type BankFilter, type BankRow } from './filter.ts';
import { percent, QuestionFigures } from './QuestionFigures.tsx';

const TYPES = ['single', 'multiple', 'trueFalse', 'fill', 'matching', 'shortText'] as const;

function Figure({ value, help }: { value: number | null; help: string }) {
  return (
    <Tooltip title={help}>
      <span>{percent(value)}</span>
    </Tooltip>
  );
}

function Filters({
  rows,
  filter,
  onChange,
}: {
  rows: readonly BankRow[];
  filter: BankFilter;
  onChange: (f: BankFilter) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<BankFilter>) => onChange({ ...filter, ...patch });
  const pick = (
    key: 'type' | 'platform' | 'module' | 'topic',
    values: readonly string[],
    label: (v: string) => string,
  ) => (
    <Select<string>
      allowClear
      showSearch
      style={{ minWidth: 160 }}
      placeholder={t(`questionBank.filter.${key}`)}
      value={filter[key] ?? undefined}
      onChange={(v) => set({ [key]: v ?? null })}
      options={values.map((v) => ({ value: v, label: label(v) }))}
      data-testid={`bank-filter-${key}`}
    />
  );
  return (
    <Flex wrap gap={8} align="center">
      <Input.Search
        allowClear
        style={{ maxWidth: 280 }}
        placeholder={t('questionBank.filter.words')}
        value={filter.words}
        onChange={(e) => set({ words: e.target.value })}
        data-testid="bank-search"
      />
      {pick('type', TYPES, (v) => t(`theory.type.${v}`))}
      {pick('platform', tagValues(rows, 'platform'), (v) => t(`platform.${v}`))}
      {pick('module', tagValues(rows, 'module'), (v) => t(`module.${v}`))}
      {pick('topic', tagValues(rows, 'topic'), (v) => v)}
      <Select<number>
        allowClear
        style={{ minWidth: 120 }}
        placeholder={t('questionBank.filter.difficulty')}
        value={filter.difficulty ?? undefined}
        onChange={(v) => set({ difficulty: v ?? null })}
        options={[1, 2, 3].map((d) => ({ value: d, label: t(`questionBank.difficulty.${d}`) }))}
        data-testid="bank-filter-difficulty"
      />
      <Checkbox
        checked={filter.dubiousOnly}
        onChange={(e) => set({ dubiousOnly: e.target.checked })}
        data-testid="bank-filter-dubious"
      >
        {t('questionBank.filter.dubious')}
      </Checkbox>
    </Flex>
  );
}

export default function QuestionBankPage() {
  const { t } = useTranslation();
  const text = useLocalText();
  const { data, loading, failed, reload } = useRemote(
    useCallback(() => questionBankApi.bank(), []),
  );
  const [filter, setFilter] = useState<BankFilter>(NO_FILTER);
  const [importing, setImporting] = useState(false);
  const rows = useMemo(() => data?.questions ?? [], [data]);
  const shown = useMemo(() => rows.filter((r) => matchesFilter(r, filter)), [rows, filter]);

  const columns: TableColumnsType<BankRow> = [
    {
      title: t('questionBank.col.question'),
      key: 'q',
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <span>{text(r.question.text)}</span>
          <Space size={4} wrap>
            <Typography.Text type="secondary" code>
              {r.question.id}
            </Typography.Text>
            <Tag>{t(`theory.type.${r.question.type}`)}</Tag>
            {r.question.tags.platform ? (
              <Tag>{t(`platform.${r.question.tags.platform}`)}</Tag>
            ) : null}
            {r.question.tags.module ? <Tag>{t(`module.${r.question.tags.module}`)}</Tag> : null}
            <Tag>{r.question.tags.topic}</Tag>
            <Tag>{t(`questionBank.difficulty.${r.question.tags.difficulty}`)}</Tag>
          </Space>
        </Space>
      ),
    },
    {
      title: t('questionBank.col.attempts'),
      key: 'n',
      align: 'right',
      sorter: (a, b) => a.statistics.attempts - b.statistics.attempts,
      render: (_, r) => r.statistics.attempts,
    },
    {
      title: (
        <Tooltip title={t('questionBank.help.facility')}>{t('questionBank.col.facility')}</Tooltip>
      ),
      key: 'f',
      align: 'right',
      sorter: (a, b) => (a.statistics.facility ?? -1) - (b.statistics.facility ?? -1),
      render: (_, r) => (
        <Figure value={r.statistics.facility} help={t('questionBank.help.facility')} />
      ),
    },
    {
      title: <Tooltip title={t('questionBank.help.index')}>{t('questionBank.col.index')}</Tooltip>,
      key: 'di',
      align: 'right',
      render: (_, r) => (
        <Figure value={r.statistics.discriminationIndex} help={t('questionBank.help.index')} />
      ),
    },
    {
      title: (
        <Tooltip title={t('questionBank.help.efficiency')}>
          {t('questionBank.col.efficiency')}
        </Tooltip>
      ),
      key: 'de',
      align: 'right',
      render: (_, r) => (
        <Space size={4}>
          <Figure
            value={r.statistics.discriminativeEfficiency}
            help={t('questionBank.help.efficiency')}
          />
          {r.statistics.dubious ? (
            <Tag color="warning" data-testid={`bank-dubious-${r.question.id}`}>
              {t('questionBank.dubious')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="page-stack" data-testid="question-bank">
      <PageHeading
        title={t('questionBank.title')}
        subtitle={data ? t('questionBank.subtitle', { count: data.attempts }) : undefined}
        onReload={reload}
        extra={
          <Button
            icon={<ImportOutlined />}
            onClick={() => setImporting(true)}
            data-testid="bank-import-open"
          >
            {t('questionBank.import.open')}
          </Button>
        }
      />
      <ImportPreview open={importing} onClose={() => setImporting(false)} />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      <Card variant="borderless">
        <Typography.Paragraph type="secondary">{t('questionBank.intro')}</Typography.Paragraph>
        <ul className="question-bank-help">
          <li>{t('questionBank.help.facility')}</li>
          <li>{t('questionBank.help.index')}</li>
          <li>{t('questionBank.help.efficiency')}</li>
        </ul>
      </Card>
      <Card variant="borderless">
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Filters rows={rows} filter={filter} onChange={setFilter} />
          <Typography.Text type="secondary" data-testid="bank-count">
            {t('questionBank.count', { shown: shown.length, total: rows.length })}
          </Typography.Text>
          <Table<BankRow>
            rowKey={(r) => r.question.id}
            columns={columns}
            dataSource={shown}
            loading={loading}
            size="middle"
            pagination={{ pageSize: 20, showSizeChanger: false }}
            expandable={{ expandedRowRender: (r) => <QuestionFigures row={r} /> }}
            scroll={{ x: 'max-content' }}
            data-testid="bank-table"
          />
        </Space>
      </Card>
    </div>
  );
}
