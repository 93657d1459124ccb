/**
 * /CaseList: the cases of a category (caseType, caseModule query parameters) with start,
 * continue, reset and view analysis. alreaySubmit=true (the spec's spelling) after submitting.
 */
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CaseListItem } from '../../../schemas/api/practice.ts';
import { CASE_TYPES, MODULES, type CaseType, type ModuleId } from '../../../schemas/common.ts';
import type { FromHome } from '../session/session.ts';
import { useCaseList } from '../shared/useCaseList.ts';
import { AnalysisModal } from './caseList/AnalysisModal.tsx';
import { CaseTable } from './caseList/CaseTable.tsx';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

export default function CaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const caseType = oneOf<CaseType>(CASE_TYPES, params.get('caseType'));
  const caseModule = oneOf<ModuleId>(MODULES, params.get('caseModule'));
  const { list, loading, reload } = useCaseList({ caseType, caseModule });
  const [analysis, setAnalysis] = useState<CaseListItem | null>(null);
  // ?analysis=<caseID> (the home page's link to a teacher's new comment) opens that case's analysis.
  const linked = params.get('analysis');
  const shown =
    analysis ?? list.find((c) => linked && c.caseID === linked && c.userCaseID !== null) ?? null;
  const fromHome: FromHome =
    caseType || caseModule
      ? { ...(caseType ? { caseType } : {}), ...(caseModule ? { caseModule } : {}) }
      : 'false';

  const heading = caseType ? t(`caseType.${caseType}`) : t('practice.allCases');
  return (
    <div className="page-stack" data-testid="case-list-page">
      <Flex align="center" justify="space-between" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t('common.back')}
            onClick={() => void navigate('/practiceCenter')}
          />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {heading}
            </Typography.Title>
            <Typography.Text type="secondary">
              {caseModule ? t('caseList.moduleFilter', { module: t(`module.${caseModule}`) }) : ''}
              {caseModule ? null : t('caseList.subtitle')}
            </Typography.Text>
          </div>
        </Flex>
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('common.refresh')}
        </Button>
      </Flex>
      {params.get('alreaySubmit') === 'true' ? (
        <Alert
          type="success"
          showIcon
          title={t('caseList.submittedNotice')}
          data-testid="submitted-notice"
          closable
        />
      ) : null}
      <Card variant="borderless">
        <CaseTable
          list={list}
          loading={loading}
          fromHome={fromHome}
          onChanged={reload}
          onAnalysis={setAnalysis}
        />
      </Card>
      <AnalysisModal
        item={shown}
        onClose={() => {
          // Opening the analysis read the teacher's news: the list drops its mark.
          if (shown?.teacherNews) reload();
          setAnalysis(null);
          if (linked) {
            const next = new URLSearchParams(params);
            next.delete('analysis');
            setParams(next, { replace: true });
          }
        }}
      />
    </div>
  );
}
