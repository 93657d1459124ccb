/**
 * /theoryTest?e=EXAM&p=ATTEMPT: a theory exam in progress (issue 25 §2). The navigator (answered,
 * current, unanswered) with first/previous/next/last; each answer saved at once with its
 * per-question sequence number through an outbox in localStorage ("saving… / saved / offline, N
 * waiting", replayed when the connection returns); the countdown by the server's deadline; submit
 * with a confirmation naming the unanswered questions; at zero the time-up alert, then /testCenter.
 */
import { Alert, App, Button, Card, Result, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ItemAnswer } from '../../../../schemas/theory/view.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { useLocale } from '../../i18n/index.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { emptyAnswer, isAnswered } from '../theory/answers.ts';
import { Navigator } from '../theory/Navigator.tsx';
import { QuestionInput, useBi } from '../theory/QuestionInput.tsx';
import '../theory/theory.css';
import { examApi } from './api.ts';
import { ExamTimer } from './ExamTimer.tsx';
import { dropOutbox, nextSeq, putOutbox, readOutbox, type OutboxEntry } from './outbox.ts';
import { PagingButtons } from '../theory/PagingButtons.tsx';

const RETRY_MS = 5000;

export default function TheoryTestPage() {
  const { t } = useTranslation();
  const bi = useBi();
  const language = useLocale((s) => (s.language === 'zh' ? 'zh' : 'en'));
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = { e_id: params.get('e') ?? '', p_id: params.get('p') ?? '' };
  const idsKey = `${ids.e_id}/${ids.p_id}`;
  const load = useCallback(() => examApi.paper(ids), [idsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const { data } = useRemote(load);
  const [edits, setEdits] = useState<Record<number, ItemAnswer>>({});
  const [seqs, setSeqs] = useState<Record<number, number>>({});
  const [outbox, setOutbox] = useState<OutboxEntry[]>(() => readOutbox(localStorage, ids.p_id));
  const [offline, setOffline] = useState(false);
  const [sending, setSending] = useState(false);
  const [late, setLate] = useState(false);
  const [current, setCurrent] = useState(0);
  const busy = useRef(false);

  /** Sends what the outbox holds, oldest first; stops at the first network failure. */
  const flush = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      for (const e of readOutbox(localStorage, ids.p_id)) {
        try {
          await examApi.save(ids, e.position, e.seq, e.answer);
          setSeqs((s) => ({ ...s, [e.position]: Math.max(s[e.position] ?? 0, e.seq) }));
        } catch (err) {
          if (
            err instanceof ApiRequestError &&
            (err.kind === 'network' || err.kind === 'timeout')
          ) {
            setOffline(true);
            return;
          }
          if (err instanceof ApiRequestError && err.key === 'exam.error.afterDeadline')
            setLate(true);
        }
        setOutbox(dropOutbox(localStorage, ids.p_id, e));
      }
      setOffline(false);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [idsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const id = window.setInterval(() => {
      if (readOutbox(localStorage, ids.p_id).length > 0) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(id);
    };
  }, [flush]); // eslint-disable-line react-hooks/exhaustive-deps

  const timeUp = useCallback(() => {
    modal.warning({
      title: t('exam.timeUpTitle'),
      content: t('exam.timeUp'),
      okText: t('exam.toTestCenter'),
      onOk: () => void navigate('/testCenter'),
    });
  }, [modal, navigate, t]);

  if (!data) return <Spin style={{ margin: 48 }} />;
  if (data.status !== 'inProgress')
    return (
      <Result
        status="info"
        title={t('exam.notInProgress')}
        extra={
          <Button onClick={() => void navigate('/testCenter')}>{t('exam.toTestCenter')}</Button>
        }
      />
    );
  const items = data.items;
  const item = items[current];
  const queued = new Map(outbox.map((e) => [e.position, e.answer]));
  const answerAt = (i: number) => edits[i] ?? queued.get(i) ?? items[i]?.answer ?? null;
  const unanswered = items.map((_, i) => i).filter((i) => !isAnswered(answerAt(i)));
  const serverSeq = (i: number) => Math.max(seqs[i] ?? 0, items[i]?.seq ?? 0);

  const change = (position: number, answer: ItemAnswer) => {
    setEdits((e) => ({ ...e, [position]: answer }));
    const seq = nextSeq(serverSeq(position), readOutbox(localStorage, ids.p_id), position);
    setOutbox(putOutbox(localStorage, ids.p_id, { position, seq, answer }));
    void flush();
  };
  const go = (i: number) => setCurrent(Math.max(0, Math.min(items.length - 1, i)));

  const submit = () => {
    modal.confirm({
      title: t('exam.submitTitle'),
      content: (
        <div data-testid="submit-confirm">
          {unanswered.length === 0
            ? t('exam.submitAllAnswered')
            : t('exam.submitUnanswered', {
                n: unanswered.length,
                list: unanswered.map((i) => i + 1).join(', '),
              })}
        </div>
      ),
      okText: t('exam.submit'),
      cancelText: t('exam.cancel'),
      onOk: async () => {
        try {
          await flush();
          await examApi.submit(ids);
          void navigate('/testCenter');
        } catch {
          // the API client has shown why
        }
      },
    });
  };

  const saveState = offline
    ? t('exam.offline', { n: outbox.length })
    : sending || outbox.length > 0
      ? t('exam.saving')
      : t('exam.saved');

  return (
    <div className="page-stack" data-testid="theory-test">
      <Space align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {bi(data.title)}
        </Typography.Title>
        {data.deadline !== null ? <ExamTimer deadline={data.deadline} onZero={timeUp} /> : null}
        <Typography.Text type={offline ? 'danger' : 'secondary'} data-testid="save-state">
          {saveState}
        </Typography.Text>
        {data.extraMinutes > 0 ? (
          <Tag data-testid="extra-time">{t('exam.extraTime', { n: data.extraMinutes })}</Tag>
        ) : null}
      </Space>
      {late ? <Alert type="error" showIcon title={t('exam.lateNotCounted')} /> : null}
      <div className="theory-layout">
        <Card className="theory-nav-card">
          <Navigator
            count={items.length}
            current={current}
            answered={(i) => isAnswered(answerAt(i))}
            onGo={go}
          />
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
            <QuestionInput
              view={item.view}
              answer={answerAt(current) ?? emptyAnswer(item.view, language)}
              onChange={(a) => change(current, a)}
            />
            <div style={{ marginTop: 24 }}>
              <Space wrap>
                <PagingButtons current={current} count={items.length} go={go} />
                <Button type="primary" onClick={submit} data-testid="submit-exam">
                  {t('exam.submit')}
                </Button>
              </Space>
            </div>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
