/**
 * Exports the whole class's training reports as one zip (one PDF per student and the class
 * workbook): the server builds it in the background; this button starts it, shows how many
 * students' reports are done while it polls, then saves the file. A class's teachers only.
 */
import { FileZipOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassReportsJob } from '../../../../schemas/api/classStaff.ts';
import { useLocale } from '../../i18n/index.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { teacherApi } from './api.ts';

const POLL_MS = 700;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ClassReportsButton({ classId, className }: { classId: string; className: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLocale((s) => s.language);
  const [job, setJob] = useState<ClassReportsJob | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = async () => {
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      let now = await teacherApi.classReports(classId, { lang, timeZone });
      setJob(now);
      while (now.state === 'running' && alive.current) {
        await wait(POLL_MS);
        now = await teacherApi.classReportsStatus(now.jobId);
        setJob(now);
      }
      if (now.state === 'failed') {
        void message.error(t(now.error ?? 'classReports.error.failed'));
        return;
      }
      if (now.state !== 'ready') return;
      const blob = await teacherApi.classReportsFile(now.jobId);
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(blob, `${t('classReports.zipName', { name: className })} ${day}.zip`);
      void message.success(t('classReports.ready'));
    } catch {
      // The API client has shown why.
    } finally {
      if (alive.current) setJob(null);
    }
  };

  return (
    <Space size={8}>
      <Button
        icon={<FileZipOutlined />}
        loading={job !== null}
        data-testid="class-reports-zip"
        onClick={() => void run()}
      >
        {t('classReports.export')}
      </Button>
      {job ? (
        <span
          data-testid="class-reports-progress"
          style={{ minWidth: 160, display: 'inline-block' }}
        >
          <Progress
            size="small"
            percent={job.total ? Math.round((job.done / job.total) * 100) : 100}
            format={() => t('classReports.building', { done: job.done, total: job.total })}
          />
        </span>
      ) : null}
    </Space>
  );
}
