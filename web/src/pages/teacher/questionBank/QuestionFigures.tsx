/**
 * One question's statistics in plain words (issue 24 §1), under its row of the bank: what the
 * facility index, discrimination index and discriminative efficiency say about it, how often each
 * option was chosen (wrong ones marked), and the figures of each paper it was asked in.
 */
import { Alert, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../../../shared/format.ts';
import type { BankRow } from './filter.ts';

export const percent = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)}%`);

function OptionCounts({ row }: { row: BankRow }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const { question: q, statistics: s } = row;
  const label = (option: string) => {
    if (q.type === 'single' || q.type === 'multiple') {
      const o = q.options.find((x) => x.id === option);
      return o ? text(o.text) : option;
    }
    return t(option === 'true' ? 'theory.true' : 'theory.false');
  };
  if (!s.options.length)
    return <Typography.Text type="secondary">{t('questionBank.noOptions')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={s.options}
      data-testid={`bank-options-${q.id}`}
      renderItem={(o) => (
        <List.Item>
          <span>
            {o.right ? (
              <Tag color="success">{t('questionBank.rightOption')}</Tag>
            ) : (
              <Tag color={o.chosen > 0 ? 'warning' : 'default'}>
                {t('questionBank.wrongOption')}
              </Tag>
            )}
            {label(o.option)}
          </span>
          <span>
            {t('questionBank.chosen', {
              count: o.chosen,
              share: s.answered ? Math.round((100 * o.chosen) / s.answered) : 0,
            })}
          </span>
        </List.Item>
      )}
    />
  );
}

export function QuestionFigures({ row }: { row: BankRow }) {
  const { t } = useTranslation();
  const s = row.statistics;
  if (s.attempts === 0)
    return <Typography.Text type="secondary">{t('questionBank.notAsked')}</Typography.Text>;
  const words: string[] = [
    t('questionBank.say.facility', {
      facility: percent(s.facility),
      count: s.attempts,
      answered: s.answered,
    }),
    s.discriminationIndex === null
      ? t('questionBank.say.noIndex')
      : t(`questionBank.say.index.${s.needsChecking ?? 'unlikely'}`, {
          value: percent(s.discriminationIndex),
        }),
  ];
  if (s.discriminativeEfficiency !== null)
    words.push(
      t(s.dubious ? 'questionBank.say.dubious' : 'questionBank.say.efficient', {
        value: percent(s.discriminativeEfficiency),
      }),
    );
  const wrong = s.options
    .filter((o) => !o.right && o.chosen > 0)
    .sort((a, b) => b.chosen - a.chosen)[0];
  return (
    <div className="page-stack" data-testid={`bank-figures-${row.question.id}`}>
      {s.dubious ? (
        <Alert type="warning" showIcon message={t('questionBank.dubiousAlert')} />
      ) : null}
      <Typography.Paragraph>{words.join(' ')}</Typography.Paragraph>
      {wrong ? (
        <Typography.Paragraph type="secondary">
          {t('questionBank.say.wrongOption', { count: wrong.chosen })}
        </Typography.Paragraph>
      ) : null}
      <Typography.Title level={5}>{t('questionBank.optionsTitle')}</Typography.Title>
      <OptionCounts row={row} />
      <Table
        size="small"
        rowKey="paperId"
        pagination={false}
        dataSource={s.papers}
        columns={[
          { title: t('questionBank.col.paper'), dataIndex: 'paperId' },
          { title: t('questionBank.col.attempts'), dataIndex: 'attempts', align: 'right' },
          {
            title: t('questionBank.col.facility'),
            key: 'f',
            align: 'right',
            render: (_, p) => percent(p.facility),
          },
          {
            title: t('questionBank.col.sd'),
            key: 'sd',
            align: 'right',
            render: (_, p) => percent(p.sd),
          },
          {
            title: t('questionBank.col.index'),
            key: 'di',
            align: 'right',
            render: (_, p) => percent(p.discriminationIndex),
          },
          {
            title: t('questionBank.col.efficiency'),
            key: 'de',
            align: 'right',
            render: (_, p) => percent(p.discriminativeEfficiency),
          },
        ]}
      />
    </div>
  );
}
