/**
 * /theoryPractice?attempt=ID: a theory paper. Before submitting: the navigator (answered, current,
 * unanswered), first/previous/next/last, each answer saved on the server as it is given (text a
 * moment after typing stops), submit with a confirmation naming the unanswered questions. After:
 * the score and each question's analysis.
 */
import { App, Alert, Button, Card, Result, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ItemAnswer } from '../../../../schemas/theory/view.ts';
import { useLocale } from '../../i18n/index.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { AnalysisView } from './AnalysisView.tsx';
import { theoryApi } from './api.ts';
import { emptyAnswer, isAnswered } from './answers.ts';
import { Navigator } from './Navigator.tsx';
import { QuestionInput, useBi } from './QuestionInput.tsx';
import './theory.css';
import { PagingButtons } from './PagingButtons.tsx';

const TEXT_DELAY_MS = 500;

export default function TheoryPaperPage() {
  const { t } = useTranslation();
  const bi = useBi();
  const language = useLocale((s) => (s.language === 'zh' ? 'zh' : 'en'));
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const attemptID = params.get('attempt') ?? '';
  const load = useCallback(() => theoryApi.paper(attemptID), [attemptID]);
  const { data, reload } = useRemote(load);
  /** Answers given on this page since it loaded, by place (the server has them too). */
  const [edits, setEdits] = useState<Record<number, ItemAnswer>>({});
  const [current, setCurrent] = useState(0);
  const [saving, setSaving] = useState(0);
  const pending = useRef(new Map<number, { timer: number; answer: ItemAnswer }>());

  const send = useCallback(
    async (position: number, answer: ItemAnswer) => {
      setSaving((n) => n + 1);
      try {
        await theoryApi.save(attemptID, position, answer);
      } finally {
        setSaving((n) => n - 1);
      }
    },
    [attemptID],
  );
  const flush = useCallback(async () => {
    const all = [...pending.current.entries()];
    pending.current.clear();
    await Promise.all(
      all.map(([position, p]) => {
        window.clearTimeout(p.timer);
        return send(position, p.answer);
      }),
    );
  }, [send]);

  const change = (position: number, answer: ItemAnswer) => {
    setEdits((e) => ({ ...e, [position]: answer }));
    const old = pending.current.get(position);
    if (old) window.clearTimeout(old.timer);
    const typed = answer.type === 'fill' || answer.type === 'shortText';
    if (!typed) {
      pending.current.delete(position);
      void send(position, answer).catch(() => undefined);
      return;
    }
    const timer = window.setTimeout(() => {
      pending.current.delete(position);
      void send(position, answer).catch(() => undefined);
    }, TEXT_DELAY_MS);
    pending.current.set(position, { timer, answer });
  };

  if (!data) return <Spin style={{ margin: 48 }} />;
  const items = data.items;
  const item = items[current];
  const submitted = data.status === 'submitted';
  const answerAt = (i: number) => edits[i] ?? items[i]?.answer ?? null;
  const answeredAt = (i: number) => isAnswered(answerAt(i));
  const unanswered = items.map((_, i) => i).filter((i) => !answeredAt(i));

  const go = (i: number) => {
    void flush().catch(() => undefined);
    setCurrent(Math.max(0, Math.min(items.length - 1, i)));
  };

  const submit = () => {
    modal.confirm({
      title: t('theory.submitTitle'),
      content: (
        <div data-testid="submit-confirm">
          {unanswered.length === 0
            ? t('theory.submitAllAnswered')
            : t('theory.submitUnanswered', {
                n: unanswered.length,
                list: unanswered.map((i) => i + 1).join(', '),
              })}
        </div>
      ),
      okText: t('theory.submit'),
      cancelText: t('theory.cancel'),
      onOk: async () => {
        try {
          await flush();
          const r = await theoryApi.submit(attemptID);
          void message.success(
            t('theory.submitted', { score: r.score, right: r.right, total: r.total }),
          );
          reload();
        } catch {
          // the API client has shown why
        }
      },
    });
  };

  return (
    <div className="page-stack" data-testid="theory-paper">
      <Space align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {bi(data.title)}
        </Typography.Title>
        {submitted ? (
          <Tag color={data.passed ? 'success' : 'error'} data-testid="paper-score">
            {t('theory.scoreLine', { score: data.score ?? 0 })}
          </Tag>
        ) : (
          <Typography.Text type="secondary" data-testid="save-state">
            {saving > 0 ? t('theory.saving') : t('theory.saved')}
          </Typography.Text>
        )}
        <Button onClick={() => void navigate('/practiceCenter')}>{t('theory.back')}</Button>
      </Space>
      {submitted ? <Alert type="info" showIcon title={t('theory.analysisNotice')} /> : null}
      <div className="theory-layout">
        <Card className="theory-nav-card">
          <Navigator count={items.length} current={current} answered={answeredAt} onGo={go} />
        </Card>
        {item ? (
          <Card
            className="theory-question-card"
            title={t('theory.questionOf', { n: current + 1, total: items.length })}
            extra={<Tag>{t(`theory.type.${item.view.type}`)}</Tag>}
            data-testid="question"
          >
            <Typography.Paragraph data-testid="question-text" style={{ whiteSpace: 'pre-wrap' }}>
              {bi(item.view.text)}
            </Typography.Paragraph>
            {submitted && item.analysis ? (
              <AnalysisView a={item.analysis} />
            ) : (
              <QuestionInput
                view={item.view}
                answer={answerAt(current) ?? emptyAnswer(item.view, language)}
                onChange={(a) => change(current, a)}
              />
            )}
            <div style={{ marginTop: 24 }}>
              <Space wrap>
                <PagingButtons current={current} count={items.length} go={go} />
                {submitted ? null : (
                  <Button type="primary" onClick={submit} data-testid="submit-paper">
                    {t('theory.submit')}
                  </Button>
                )}
              </Space>
            </div>
          </Card>
        ) : (
          <Result status="warning" title={t('theory.empty')} />
        )}
      </div>
    </div>
  );
}
