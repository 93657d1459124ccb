/** The practice centre's theory list: each paper with start, continue, reset and view analysis; the wrong-answer book and results. */
import { App, Badge, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaperListData } from '../../../../schemas/api/theory.ts';
import { theoryApi } from './api.ts';
import { useBi } from './QuestionInput.tsx';

type Paper = PaperListData['papers'][number];

export function TheoryList() {
  const { t } = useTranslation();
  const bi = useBi();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [data, setData] = useState<PaperListData | null>(null);
  const load = useCallback(() => theoryApi.papers().then(setData, () => undefined), []);
  useEffect(() => void load(), [load]);

  const open = (attemptID: string) => void navigate(`/theoryPractice?attempt=${attemptID}`);
  const start = async (p: Paper) => open((await theoryApi.start(p.paperID)).attemptID);
  const reset = (p: Paper) =>
    modal.confirm({
      title: t('theory.resetTitle'),
      content: t('theory.resetConfirm'),
      okText: t('theory.reset'),
      cancelText: t('theory.cancel'),
      onOk: async () => {
        await theoryApi.reset(p.attemptID!);
        await load();
      },
    });

  const actions = (p: Paper) => {
    if (p.status === 'inProgress')
      return [
        <Button
          key="c"
          type="primary"
          data-testid={`continue-${p.paperID}`}
          onClick={() => open(p.attemptID!)}
        >
          {t('theory.continue')}
        </Button>,
        <Button key="r" data-testid={`reset-${p.paperID}`} onClick={() => reset(p)}>
          {t('theory.reset')}
        </Button>,
      ];
    if (p.status === 'submitted')
      return [
        <Button key="v" data-testid={`analysis-${p.paperID}`} onClick={() => open(p.attemptID!)}>
          {t('theory.viewAnalysis')}
        </Button>,
        <Button
          key="s"
          type="primary"
          data-testid={`again-${p.paperID}`}
          onClick={() => void start(p)}
        >
          {t('theory.again')}
        </Button>,
      ];
    return [
      <Button
        key="s"
        type="primary"
        data-testid={`start-${p.paperID}`}
        onClick={() => void start(p)}
      >
        {t('theory.start')}
      </Button>,
    ];
  };

  return (
    <Card
      variant="borderless"
      title={t('theory.listTitle')}
      data-testid="theory-list"
      extra={
        <Space>
          <Badge count={data?.dueToday ?? 0} data-testid="due-today">
            <Button data-testid="open-wrong-book" onClick={() => void navigate('/wrongBook')}>
              {t('theory.wrongBook')}
            </Button>
          </Badge>
          <Button
            data-testid="open-achievement"
            onClick={() => void navigate('/TheoryAchievement')}
          >
            {t('theory.achievement')}
          </Button>
        </Space>
      }
    >
      <List
        loading={!data}
        dataSource={data?.papers ?? []}
        renderItem={(p) => (
          <List.Item actions={actions(p)} data-testid={`paper-${p.paperID}`}>
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{bi(p.title)}</span>
                  <Tag>{p.drawn ? t('theory.drawn') : t('theory.fixed')}</Tag>
                  <Tag
                    color={
                      p.status === 'submitted'
                        ? p.passed
                          ? 'success'
                          : 'error'
                        : p.status === 'inProgress'
                          ? 'processing'
                          : 'default'
                    }
                  >
                    {t(`theory.status.${p.status}`)}
                  </Tag>
                </Space>
              }
              description={
                <Space direction="vertical" size={0}>
                  {p.description ? (
                    <Typography.Text type="secondary">{bi(p.description)}</Typography.Text>
                  ) : null}
                  <Typography.Text type="secondary">
                    {p.status === 'submitted'
                      ? t('theory.resultLine', { score: p.score ?? 0, pass: p.passScore })
                      : p.status === 'inProgress'
                        ? t('theory.progressLine', { answered: p.answered, total: p.questions })
                        : t('theory.questionsLine', { total: p.questions, pass: p.passScore })}
                  </Typography.Text>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
