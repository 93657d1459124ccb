/** View analysis: the score breakdown of a submitted attempt (ViewResolution). */
import { Modal, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import { practiceApi } from '../../api/endpoints.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
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
  const { data, loading } = useRemote(load);

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
            <ScoreBreakdownView breakdown={data.breakdown} utcOffset={data.utcOffset} />
          </div>
        ) : (
          <Skeleton active />
        )}
      </div>
    </Modal>
  );
}
