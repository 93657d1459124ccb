/** /wrongBook: the questions answered wrong, each due for review when FSRS schedules it; a right review removes it. */
import { Alert, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReviewData, WrongBookData } from '../../../../schemas/api/theory.ts';
import type { ItemAnswer } from '../../../../schemas/theory/view.ts';
import { useLocale } from '../../i18n/index.ts';
import { formatDateTime } from '../../shared/format.ts';
import { AnalysisView } from './AnalysisView.tsx';
import { theoryApi } from './api.ts';
import { emptyAnswer, isAnswered } from './answers.ts';
import { QuestionInput, useBi } from './QuestionInput.tsx';

type Entry = WrongBookData['entries'][number];

function ReviewCard({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const { t } = useTranslation();
  const bi = useBi();
  const language = useLocale((s) => (s.language === 'zh' ? 'zh' : 'en'));
  const [answer, setAnswer] = useState<ItemAnswer>(emptyAnswer(entry.view, language));
  const [result, setResult] = useState<ReviewData | null>(null);
  return (
    <Card size="small" data-testid="review-card" title={t('theory.reviewTitle')}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {bi(entry.view.text)}
      </Typography.Paragraph>
      {result ? (
        <>
          <Alert
            showIcon
            type={result.right ? 'success' : 'warning'}
            data-testid="review-result"
            title={
              result.removed
                ? t('theory.reviewRemoved')
                : t('theory.reviewAgain', { due: formatDateTime(result.dueAt) })
            }
          />
          <AnalysisView a={result.analysis} />
          <Button style={{ marginTop: 12 }} onClick={onDone} data-testid="review-done">
            {t('theory.close')}
          </Button>
        </>
      ) : (
        <>
          <QuestionInput view={entry.view} answer={answer} onChange={setAnswer} />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            disabled={!isAnswered(answer)}
            data-testid="review-submit"
            onClick={() =>
              void theoryApi.review(entry.entryID, answer).then(setResult, () => undefined)
            }
          >
            {t('theory.checkAnswer')}
          </Button>
        </>
      )}
    </Card>
  );
}

export default function WrongBookPage() {
  const { t } = useTranslation();
  const bi = useBi();
  const navigate = useNavigate();
  const [data, setData] = useState<WrongBookData | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => theoryApi.book().then(setData, () => undefined), []);
  useEffect(() => void load(), [load]);

  return (
    <div className="page-stack" data-testid="wrong-book">
      <Space align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('theory.wrongBook')}
        </Typography.Title>
        <Tag color="processing" data-testid="book-due-today">
          {t('theory.dueToday', { n: data?.dueToday ?? 0 })}
        </Tag>
        <Button onClick={() => void navigate('/practiceCenter')}>{t('theory.back')}</Button>
      </Space>
      <Typography.Text type="secondary">{t('theory.bookHelp')}</Typography.Text>
      <Card variant="borderless">
        {data && data.entries.length === 0 ? (
          <Empty description={t('theory.bookEmpty')} />
        ) : (
          <List
            loading={!data}
            dataSource={data?.entries ?? []}
            renderItem={(e) => (
              <List.Item data-testid="book-entry" data-due={e.due ? 'yes' : 'no'}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Tag color={e.due ? 'orange' : 'default'}>
                      {e.due
                        ? t('theory.due')
                        : t('theory.dueAt', { due: formatDateTime(e.dueAt) })}
                    </Tag>
                    <Typography.Text>{bi(e.view.text)}</Typography.Text>
                  </Space>
                  {open === e.entryID ? (
                    <ReviewCard
                      entry={e}
                      onDone={() => {
                        setOpen(null);
                        void load();
                      }}
                    />
                  ) : e.due ? (
                    <Button data-testid="review" onClick={() => setOpen(e.entryID)}>
                      {t('theory.review')}
                    </Button>
                  ) : null}
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
