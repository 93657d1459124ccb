/**
 * The author's trial, once submitted (the case layout comes back here with `?trial=<attempt>`):
 * its score and the analysis a student would see of it.
 */
import { Alert, Card, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceApi } from '../../../api/endpoints.ts';
import { useRemote } from '../../../shared/useRemote.ts';
import { ScoreBreakdownView } from '../../caseList/ScoreBreakdownView.tsx';

export function TrialResult({ userCaseID }: { userCaseID: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => practiceApi.viewResolution(userCaseID), [userCaseID]);
  const { data } = useRemote(load);
  return (
    <Card size="small" title={t('authoring.trialTitle')} data-testid="trial-result">
      {data ? (
        <div className="page-stack">
          <Alert
            type={data.breakdown.passed ? 'success' : 'warning'}
            showIcon
            data-testid="trial-score"
            message={t('authoring.trialScore', {
              score: data.breakdown.score,
              total: data.breakdown.totalScore,
            })}
          />
          <ScoreBreakdownView breakdown={data.breakdown} utcOffset={data.utcOffset} />
        </div>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
