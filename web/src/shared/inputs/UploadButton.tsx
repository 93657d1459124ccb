/**
 * A button that uploads the files a student picks, one request each, to a module's upload route,
 * while there is room (mail attachments, dispute evidence). The parent keeps the uploaded list;
 * `uploading` lets it hold its own submit while a file is on its way.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  /** Allowed extensions, without dots. */
  types: readonly string[];
  maxBytes: number;
  /** Message key shown when a file is over `maxBytes` (checked here first, then by the server). */
  tooLarge: string;
  full: boolean;
  label: string;
  testId: string;
  upload: (file: File) => Promise<T>;
  onUploaded: (file: T) => void;
  onBusy?: (busy: boolean) => void;
};

export function UploadButton<T>(p: Props<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const set = (b: boolean) => {
    setBusy(b);
    p.onBusy?.(b);
  };
  return (
    <Upload
      accept={p.types.map((e) => `.${e}`).join(',')}
      multiple
      showUploadList={false}
      disabled={p.full}
      beforeUpload={(file) => {
        if (file.size <= p.maxBytes) return true;
        void message.error(t(p.tooLarge));
        return Upload.LIST_IGNORE;
      }}
      customRequest={async (o) => {
        set(true);
        try {
          const f = await p.upload(o.file as File);
          p.onUploaded(f);
          o.onSuccess?.(f);
        } catch (e) {
          o.onError?.(e as Error);
        } finally {
          set(false);
        }
      }}
    >
      <Button icon={<PaperClipOutlined />} loading={busy} disabled={p.full} data-testid={p.testId}>
        {p.label}
      </Button>
    </Upload>
  );
}
