/**
 * Shown instead of the module page when the attempt was reset elsewhere (another tab): it takes
 * no more commands, so the student goes back to the case list and continues the new attempt.
 */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session.ts';
import { backTarget } from './submitTarget.ts';

export function AttemptClosed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isExam = useSession((s) => s.isExam);
  const fromHome = useSession((s) => s.fromHome);
  const caseID = useSession((s) => s.caseID);
  return (
    <Result
      status="warning"
      title={t('attempt.error.reset')}
      subTitle={t('caseWork.resetElsewhere')}
      data-testid="attempt-closed"
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(backTarget({ isExam, fromHome, caseID }))}
        >
          {t('caseWork.backToList')}
        </Button>
      }
    />
  );
}
