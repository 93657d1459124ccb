/**
 * A teacher's question file checked before anything is stored (issue 24 §1): the blank Word and
 * Excel templates to download, a file chosen (GIFT, Aiken, Moodle XML, .xlsx/.csv, .docx) and read
 * by the server's import worker, then what it holds — the count by type and each question — or,
 * when anything is wrong, every error by line or row in the reader's language.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Descriptions,
  List,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionImportPreviewData } from '../../../../../schemas/api/questionBank.ts';
import { useLocalText } from '../../../shared/format.ts';
import { saveBlob } from '../../../shared/saveBlob.ts';
import { questionBankApi } from './api.ts';

type ImportErr = QuestionImportPreviewData['errors'][number];

export function ImportPreview({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<QuestionImportPreviewData | null>(null);

  const read = async (file: File) => {
    setBusy(true);
    setPreview(null);
    try {
      setPreview(await questionBankApi.preview(file));
    } catch {
      // The API client has shown why the file was refused.
    } finally {
      setBusy(false);
    }
  };
  const template = async (format: 'docx' | 'xlsx') =>
    saveBlob(await questionBankApi.template(format), `questions.${format}`);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={860}
      title={t('questionBank.import.title')}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="bank-import">
        <Typography.Paragraph type="secondary">
          {t('questionBank.import.intro')}
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void template('docx')}>
            {t('questionBank.import.templateDocx')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
            {t('questionBank.import.templateXlsx')}
          </Button>
          <Upload
            accept=".gift,.txt,.aiken,.xml,.xlsx,.csv,.docx"
            showUploadList={false}
            beforeUpload={(file) => {
              void read(file);
              return false;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={busy}
              data-testid="bank-import-file"
            >
              {t('questionBank.import.choose')}
            </Button>
          </Upload>
        </Space>
        {preview ? <PreviewResult preview={preview} /> : null}
      </Space>
    </Modal>
  );
}

function PreviewResult({ preview: p }: { preview: QuestionImportPreviewData }) {
  const { t } = useTranslation();
  const text = useLocalText();
  const where = (e: ImportErr) =>
    e.row !== undefined
      ? t('questionBank.import.row', { n: e.row })
      : t('questionBank.import.line', { n: e.line ?? 1 });
  if (p.errors.length)
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="bank-import-errors">
        <Alert
          type="error"
          showIcon
          message={t('questionBank.import.errors', { count: p.errors.length, file: p.fileName })}
        />
        <Table<ImportErr>
          size="small"
          rowKey={(e) => `${e.line ?? ''}-${e.row ?? ''}-${e.key}-${e.field ?? ''}`}
          pagination={false}
          dataSource={p.errors}
          columns={[
            { title: t('questionBank.import.where'), key: 'w', render: (_, e) => where(e) },
            {
              title: t('questionBank.import.problem'),
              key: 'm',
              render: (_, e) => t(e.key, e.params ?? {}),
            },
          ]}
        />
      </Space>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="bank-import-preview">
      <Alert
        type="success"
        showIcon
        message={t('questionBank.import.ready', { count: p.total, file: p.fileName })}
        description={t('questionBank.import.notStored')}
      />
      <Descriptions size="small" column={3} bordered>
        {Object.entries(p.byType).map(([type, n]) => (
          <Descriptions.Item key={type} label={t(`theory.type.${type}`)}>
            <span data-testid={`bank-import-type-${type}`}>{n}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <List
        size="small"
        dataSource={p.questions}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        renderItem={(q) => (
          <List.Item>
            <Space wrap>
              <Tag>{t(`theory.type.${q.type}`)}</Tag>
              <Typography.Text code>{q.id}</Typography.Text>
              <span>{text(q.text)}</span>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
