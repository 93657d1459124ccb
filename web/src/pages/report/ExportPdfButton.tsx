/**
 * Exports the training report as a PDF after a confirmation: the server lays it out in the
 * interface language, with times in the browser's zone; the button spins and a notice stays up
 * while it is made, then the file is saved. Errors (busy, fonts missing) come as the API
 * client's translated toasts.
 */
import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingReportPdfBody } from '../../../../schemas/api/practice.ts';
import { useLocale } from '../../i18n/index.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { useConfirm } from '../../shared/module/useConfirm.ts';

/** Lays out the report as a PDF in a language and time zone (the student's or a teacher's call). */
export type PdfDownload = (body: TrainingReportPdfBody) => Promise<Blob>;

export function ExportPdfButton({ account, download }: { account: string; download: PdfDownload }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const lang = useLocale((s) => s.language);
  const [busy, setBusy] = useState(false);

  const exportPdf = async () => {
    setBusy(true);
    const hide = message.loading(t('report.pdf.exporting'), 0);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const blob = await download({ lang, timeZone });
      saveBlob(blob, `${t('report.pdf.fileName')}-${account}.pdf`);
      void message.success(t('report.pdf.done'));
    } catch {
      // The API client has shown why.
    } finally {
      hide();
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      data-testid="report-export-pdf"
      onClick={() =>
        void confirm(t('report.pdf.confirmTitle'), t('report.pdf.confirmContent'), async () => {
          void exportPdf();
          return true;
        })
      }
    >
      {t('report.pdf.export')}
    </Button>
  );
}
