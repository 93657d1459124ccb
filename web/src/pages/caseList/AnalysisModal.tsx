/**
 * View analysis: the score breakdown of a submitted attempt (ViewResolution). While the attempt
 * stands submitted the student may ask the teacher to look at a point again, with a note.
 */
import { Button, Modal, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CaseListItem,
  PointResult,
  ViewResolutionData,
} from '../../../../schemas/api/practice.ts';
import { practiceApi } from '../../api/endpoints.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { AskReviewModal } from './AskReviewModal.tsx';
import { ReviewNote } from './ReviewNote.tsx';
import { ScoreBreakdownView } from './ScoreBreakdownView.tsx';

export function AnalysisModal({
  item,
  onClose,
}: {
  item: CaseListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useLocalText();
  const userCaseID = item?.userCaseID ?? null;
  const load = useCallback(
    () => (userCaseID ? practiceApi.viewResolution(userCaseID) : Promise.resolve(null)),
    [userCaseID],
  );
  const { data: loaded, loading } = useRemote(load);
  // The answer to a review request is the analysis as it stands then.
  const [sent, setSent] = useState<ViewResolutionData | null>(null);
  const data = sent?.userCaseID === userCaseID ? sent : loaded;
  const [asking, setAsking] = useState<PointResult | null>(null);
  const actions =
    data?.canAskReview || data?.breakdown.points.some((p) => p.review)
      ? {
          title: t('analysis.col.review'),
          width: 120,
          render: (p: PointResult) =>
            data.canAskReview && !p.review && p.score > 0 ? (
              <Button
                size="small"
                data-testid={`ask-review-${p.pointID}`}
                onClick={() => setAsking(p)}
              >
                {t('analysis.ask.button')}
              </Button>
            ) : null,
        }
      : undefined;

  return (
    <Modal
      open={item !== null}
      title={t('analysis.title', { title: text(item?.title) })}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      <div data-testid="analysis">
        {data && !loading ? (
          <div className="page-stack">
            {data.review ? <ReviewNote review={data.review} /> : null}
            <ScoreBreakdownView
              breakdown={data.breakdown}
              utcOffset={data.utcOffset}
              actions={actions}
            />
          </div>
        ) : (
          <Skeleton active />
        )}
      </div>
      {asking && data ? (
        <AskReviewModal
          point={asking}
          onClose={() => setAsking(null)}
          onSend={async (note) => {
            try {
              setSent(
                await practiceApi.requestReview({
                  userCaseID: data.userCaseID,
                  pointID: asking.pointID,
                  sourceID: asking.sourceID,
                  note,
                }),
              );
              return true;
            } catch {
              // the API client has shown the reason
              return false;
            }
          }}
        />
      ) : null}
    </Modal>
  );
}
