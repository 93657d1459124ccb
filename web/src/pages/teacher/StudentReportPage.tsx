/**
 * /Teacher/student/:studentId/report: a student's training report as the student sees it (the
 * same view and PDF), read only, opened by their class's teacher or assistant from the class page.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TrainingReportPdfBody } from '../../../../schemas/api/practice.ts';
import { ReportView } from '../report/ReportPage.tsx';
import { teacherApi } from './api.ts';

export default function StudentReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { studentId = '' } = useParams();
  const load = useCallback(() => teacherApi.studentReport(studentId), [studentId]);
  const pdf = useCallback(
    (body: TrainingReportPdfBody) => teacherApi.studentReportPdf(studentId, body),
    [studentId],
  );
  return (
    <ReportView
      load={load}
      pdf={pdf}
      back={
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={t('common.back')}
          data-testid="teacher-back"
          style={{ marginBottom: 8 }}
          onClick={() => void navigate(-1)}
        >
          {t('common.back')}
        </Button>
      }
    />
  );
}
