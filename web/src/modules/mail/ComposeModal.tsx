/**
 * Compose (spec 5): recipients from the case's buyers (or typed), cc, the store's mailbox,
 * scheduled send on the case's clock, subject, and a body of at most 500 characters with a live
 * counter. Send, or keep as a draft.
 */
import {
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Switch,
  type FormInstance,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxTypeData } from '../../../../schemas/mail/api.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  MAIL_ATTACHMENTS_MAX,
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  type MailAttachment,
  type MailCommand,
} from '../../../../schemas/mail/domain.ts';
import { api } from '../../api/index.ts';
import { useCaseZone } from '../../case/useCaseTime.ts';
import { zonedInstant } from '../../shared/format.ts';
import { UploadButton } from '../../shared/inputs/UploadButton.tsx';
import { AttachmentList } from './AttachmentList.tsx';
import type { ComposeDraft } from './boxes.ts';

type Send = Extract<MailCommand, { type: 'SendMail' | 'SaveDraft' }>;
type Values = {
  to: string[];
  cc: string[];
  store: string;
  subject: string;
  body: string;
  later: boolean;
  sendAt?: Dayjs;
};

type Props = {
  userCaseID: string;
  draft: ComposeDraft;
  info: InboxTypeData | null;
  run: (command: Send) => Promise<boolean>;
  onClose: () => void;
};

const commandOf = (
  v: Values,
  d: ComposeDraft,
  files: MailAttachment[],
  zone: number,
  type: Send['type'],
): Send => {
  const common = {
    ...(files.length ? { attachments: files } : {}),
    to: v.to ?? [],
    cc: v.cc ?? [],
    store: v.store,
    subject: v.subject ?? '',
    body: v.body ?? '',
    ...(d.replyTo ? { replyTo: d.replyTo } : {}),
    ...(d.draftId ? { draftId: d.draftId } : {}),
  };
  if (type === 'SaveDraft') return { type, ...common };
  const sendAt =
    v.later && v.sendAt ? zonedInstant(v.sendAt.format('YYYY-MM-DD HH:mm'), zone) : null;
  return { type, ...common, ...(sendAt ? { sendAt } : {}) };
};

export function ComposeModal({ userCaseID, draft, info, run, onClose }: Props) {
  const { t } = useTranslation();
  const zone = useCaseZone();
  const [form] = Form.useForm<Values>();
  // Mounted per compose (keyed by the page), so the form starts from the draft.
  const [cc, setCc] = useState((draft.cc ?? []).length > 0);
  const [sending, setSending] = useState(false);
  const [files, setFiles] = useState<MailAttachment[]>(draft.attachments ?? []);
  const later = Form.useWatch('later', form as FormInstance<Values>);
  const initial: Partial<Values> = {
    to: draft.to,
    cc: draft.cc ?? [],
    store: draft.store ?? info?.stores[0]?.id,
    subject: draft.subject ?? '',
    body: draft.body ?? '',
    later: false,
  };

  const submit = async (type: Send['type']) => {
    if (type === 'SendMail') await form.validateFields();
    const values = form.getFieldsValue(true) as Values;
    setSending(true);
    const done = await run(commandOf(values, draft, files, zone, type));
    setSending(false);
    if (done) onClose();
  };

  const contacts = (info?.contacts ?? []).map((c) => ({
    value: c.address,
    label: `${c.name} <${c.address}>`,
  }));
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      open
      title={t(draft.draftId ? 'mail.compose.editDraft' : 'mail.compose.title')}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            data-testid="mail-save-draft"
            loading={sending}
            onClick={() => void submit('SaveDraft')}
          >
            {t('mail.compose.saveDraft')}
          </Button>
          <Button
            type="primary"
            data-testid="mail-send"
            loading={sending}
            onClick={() => void submit('SendMail')}
          >
            {later ? t('mail.compose.schedule') : t('mail.compose.send')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="mail-compose"
        initialValues={initial}
      >
        <Form.Item
          name="to"
          label={t('mail.compose.to')}
          rules={[{ required: true, type: 'array', min: 1, message: t('mail.error.noRecipient') }]}
        >
          <Select
            mode="tags"
            options={contacts}
            tokenSeparators={[',', ';', ' ']}
            placeholder={t('mail.compose.toHint')}
            data-testid="mail-to"
          />
        </Form.Item>
        <Space className="compose-switches" size="large">
          <Space>
            <Switch size="small" checked={cc} onChange={setCc} data-testid="mail-cc-toggle" />
            {t('mail.compose.cc')}
          </Space>
          <Space>
            <Form.Item name="later" valuePropName="checked" noStyle>
              <Switch size="small" data-testid="mail-later" />
            </Form.Item>
            {t('mail.compose.later')}
          </Space>
        </Space>
        {cc && (
          <Form.Item name="cc" label={t('mail.compose.ccList')}>
            <Select mode="tags" options={contacts} tokenSeparators={[',', ';', ' ']} />
          </Form.Item>
        )}
        {later && (
          <Form.Item
            name="sendAt"
            label={t('mail.compose.sendAt')}
            extra={t('mail.compose.sendAtHint')}
            rules={[{ required: true, message: t('mail.compose.sendAtRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        )}
        <Form.Item name="store" label={t('mail.compose.store')} rules={[{ required: true }]}>
          <Select
            options={(info?.stores ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${t(`platform.${s.platform}`)})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('mail.compose.subject')}
          rules={required(t('mail.error.noSubject'))}
        >
          <Input maxLength={MAIL_SUBJECT_MAX} data-testid="mail-subject" />
        </Form.Item>
        <Form.Item label={t('mail.compose.attachments')} extra={t('mail.compose.attachHint')}>
          <UploadButton
            types={Object.keys(ATTACHMENT_TYPES)}
            maxBytes={ATTACHMENT_MAX_BYTES}
            tooLarge="mail.error.attachmentTooLarge"
            full={files.length >= MAIL_ATTACHMENTS_MAX}
            label={t('mail.compose.attach', { count: files.length, max: MAIL_ATTACHMENTS_MAX })}
            testId="mail-attach"
            upload={(file) => {
              const form = new FormData();
              form.set('userCaseID', userCaseID);
              form.set('file', file, file.name);
              return api.upload<MailAttachment>('/PTMail/Upload', form);
            }}
            onUploaded={(a) => setFiles((f) => (f.length < MAIL_ATTACHMENTS_MAX ? [...f, a] : f))}
          />
          <AttachmentList
            files={files}
            onRemove={(id) => setFiles((f) => f.filter((x) => x.id !== id))}
          />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('mail.compose.body')}
          rules={required(t('mail.error.emptyBody'))}
        >
          <Input.TextArea rows={8} maxLength={MAIL_BODY_MAX} showCount data-testid="mail-body" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
