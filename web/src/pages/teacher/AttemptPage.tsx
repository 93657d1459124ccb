/**
 * /Teacher/attempt/:attemptId: one student's attempt — who, which case, status, score and times;
 * the point-by-point analysis the student sees (the score as it stands while in progress); and
 * the timeline of its events on the case's clock, each a step to the module tables as they stood
 * after it (StepDrawer); and what the student wrote (StudentTextsCard). Back goes to the student's class.
 * On a submitted attempt each point can be adjusted, and a written reply can be shown to the
 * language model for a second opinion (when the server has one), which the teacher may confirm.
 */
import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime, useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { ScoreBreakdownView } from '../caseList/ScoreBreakdownView.tsx';
import type { PointResult } from '../../../../schemas/api/practice.ts';
import { teacherApi } from './api.ts';
import { OverrideModal } from './OverrideModal.tsx';
import { SecondOpinionModal } from './SecondOpinionModal.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewNote } from '../caseList/ReviewNote.tsx';
import { AttemptStatusTag, LoadFailed, PageHeading, PassTag } from './parts.tsx';
import { StepDrawer } from './StepDrawer.tsx';
import { StudentTextsCard } from './StudentTextsCard.tsx';
import { TimelineTable } from './TimelineTable.tsx';

export default function AttemptPage() {
  const { t } = useTranslation();
  const text = useLocalText();
  const { attemptId = '' } = useParams();
  const load = useCallback(() => teacherApi.attempt(attemptId), [attemptId]);
  const { data, loading, failed, reload } = useRemote(load);
  const classId = data?.student.classId;
  const back = classId ? `/Teacher/class/${encodeURIComponent(classId)}` : '/Teacher';
  const none = t('common.none');
  const [adjusting, setAdjusting] = useState<{
    point: PointResult;
    initial?: { earned: number; reason: string };
  } | null>(null);
  const [asking, setAsking] = useState<PointResult | null>(null);
  const { data: features } = useRemote(teacherApi.reviewFeatures);
  // Submitted, and perhaps reset since: its grade may still be the one that counts.
  const submitted = Boolean(data?.attempt.submittedAt);
  // Adjusting scores is the class's teachers'; an assistant reads and comments (issue 22 §2).
  const teaches = data?.role === 'teacher';
  const actions =
    submitted && teaches
      ? {
          title: t('analysis.col.grade'),
          width: 130,
          render: (p: PointResult) => (
            <Space orientation="vertical" size={4}>
              <Button
                size="small"
                data-testid={`override-${p.pointID}`}
                onClick={() => setAdjusting({ point: p })}
              >
                {t('analysis.adjust')}
              </Button>
              {features?.secondOpinion && p.evidence && p.checks.length > 0 ? (
                <Button
                  size="small"
                  data-testid={`opinion-${p.pointID}`}
                  onClick={() => setAsking(p)}
                >
                  {t('teacher.opinion.button')}
                </Button>
              ) : null}
            </Space>
          ),
        }
      : undefined;
  const [step, setStep] = useState<number | null>(null);

  return (
    <div className="page-stack" data-testid="attempt-page">
      <PageHeading
        back={back}
        title={
          data
            ? t('teacher.attempt.title', {
                name: data.student.name,
                title: text(data.attempt.title),
              })
            : t('teacher.attempt.loading')
        }
        onReload={reload}
      />
      {failed && !data ? <LoadFailed onRetry={reload} /> : null}
      {loading && !data && !failed ? <Skeleton active /> : null}
      {data ? (
        <>
          <Card variant="borderless" data-testid="attempt-header">
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label={t('teacher.attempt.student')}>
                {data.student.name}
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.account')}>
                {data.student.username}
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.class')}>
                {data.student.className ?? none}
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.case')}>
                {text(data.attempt.title)}
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.status')}>
                <Space size={4}>
                  <AttemptStatusTag status={data.attempt.status} />
                  <PassTag passed={data.attempt.passed} />
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.score')}>
                <span data-testid="attempt-score">
                  {t('teacher.scoreOf', {
                    score: data.attempt.score ?? none,
                    total: data.breakdown.totalScore,
                  })}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.startedAt')}>
                {formatDateTime(data.attempt.startedAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('teacher.attempt.submittedAt')}>
                {data.attempt.submittedAt ? formatDateTime(data.attempt.submittedAt) : none}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card variant="borderless" title={t('teacher.review.title')}>
            <div className="page-stack">
              {data.review ? <ReviewNote review={data.review} /> : null}
              {submitted ? (
                <ReviewForm
                  key={data.review?.at ?? 'new'}
                  review={data.review}
                  ratingLocked={!teaches}
                  onSave={async (rating, comment) => {
                    try {
                      await teacherApi.review({ attemptId, rating, comment });
                      reload();
                      return true;
                    } catch {
                      // the API client has shown the reason
                      return false;
                    }
                  }}
                />
              ) : (
                <Alert type="info" showIcon title={t('teacher.review.notSubmitted')} />
              )}
            </div>
          </Card>
          <Card variant="borderless" title={t('teacher.attempt.analysis')}>
            <div className="page-stack" data-testid="analysis">
              {submitted ? null : (
                <Alert type="info" showIcon title={t('teacher.attempt.notFinal')} />
              )}
              <ScoreBreakdownView
                breakdown={data.breakdown}
                utcOffset={data.attempt.utcOffset}
                actions={actions}
              />
            </div>
          </Card>
          <StudentTextsCard
            timeline={data.timeline}
            utcOffset={data.attempt.utcOffset}
            onStep={setStep}
          />
          <Card
            variant="borderless"
            title={t('teacher.timeline.title', { count: data.timeline.length })}
          >
            <TimelineTable
              timeline={data.timeline}
              utcOffset={data.attempt.utcOffset}
              onStep={setStep}
            />
          </Card>
        </>
      ) : null}
      {data ? (
        <StepDrawer
          attemptId={attemptId}
          version={step}
          total={data.timeline.length}
          utcOffset={data.attempt.utcOffset}
          onStep={setStep}
          onClose={() => setStep(null)}
        />
      ) : null}
      {asking ? (
        <SecondOpinionModal
          attemptId={attemptId}
          point={asking}
          onClose={() => setAsking(null)}
          onUse={(initial) => {
            setAsking(null);
            setAdjusting({ point: asking, initial });
          }}
        />
      ) : null}
      {adjusting ? (
        <OverrideModal
          point={adjusting.point}
          initial={adjusting.initial}
          onClose={() => setAdjusting(null)}
          onSave={async (earned, reason) => {
            try {
              await teacherApi.override({
                attemptId,
                pointID: adjusting.point.pointID,
                sourceID: adjusting.point.sourceID,
                earned,
                reason,
              });
              reload();
              return true;
            } catch {
              // the API client has shown the reason
              return false;
            }
          }}
        />
      ) : null}
    </div>
  );
}
