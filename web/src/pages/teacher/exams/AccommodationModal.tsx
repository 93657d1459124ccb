/**
 * One student's accommodation on one exam: a time factor, extra minutes, a later window, extra
 * attempts (all optional; none given clears it). The server moves an attempt in progress; the
 * dialog shows its refusal translated.
 */
import { Alert, DatePicker, Form, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXAM_EXTRA_MINUTES_MAX,
  EXAM_FACTOR_MAX,
  type ExamAccommodation,
} from '../../../../../schemas/exams.ts';
import { isApiError } from '../../../api/errors.ts';
import { examTeacherApi } from './api.ts';
import { accommodation, accommodationValues } from './examBody.ts';

type Fields = {
  factor: number | null;
  extraMinutes: number | null;
  window: [Dayjs | null, Dayjs | null] | null;
  extraAttempts: number | null;
};

export type AccommodationTarget = {
  e_id: string;
  userId: string;
  name: string;
  accommodation: ExamAccommodation | null;
};

export function AccommodationModal({
  target,
  onClose,
  onSaved,
}: {
  target: AccommodationTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = accommodationValues(target.accommodation);
  const day = (ms: number | null | undefined) => (ms == null ? null : dayjs(ms));

  const save = async (f: Fields) => {
    setError(null);
    setBusy(true);
    try {
      const acc = accommodation({
        factor: f.factor,
        extraMinutes: f.extraMinutes,
        opensAt: f.window?.[0]?.valueOf() ?? null,
        closesAt: f.window?.[1]?.valueOf() ?? null,
        extraAttempts: f.extraAttempts,
      });
      await examTeacherApi.accommodate({
        e_id: target.e_id,
        userId: target.userId,
        accommodation: acc,
      });
      onSaved();
    } catch (e) {
      setError(isApiError(e) ? t(e.key, e.params) : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('examTeacher.acc.title', { name: target.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      okButtonProps={{ loading: busy, id: 'exam-acc-save' }}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('examTeacher.acc.intro')}</Typography.Paragraph>
      <Form<Fields>
        form={form}
        layout="vertical"
        data-testid="acc-form"
        initialValues={{
          factor: start.factor,
          extraMinutes: start.extraMinutes,
          window:
            start.opensAt != null || start.closesAt != null
              ? [day(start.opensAt), day(start.closesAt)]
              : null,
          extraAttempts: start.extraAttempts,
        }}
        onFinish={(f) => void save(f)}
      >
        <Form.Item
          name="factor"
          label={t('examTeacher.acc.factor')}
          extra={t('examTeacher.acc.factorHelp')}
        >
          <InputNumber min={1} max={EXAM_FACTOR_MAX} step={0.25} data-testid="acc-factor" />
        </Form.Item>
        <Form.Item name="extraMinutes" label={t('examTeacher.acc.extraMinutes')}>
          <InputNumber min={0} max={EXAM_EXTRA_MINUTES_MAX} precision={0} data-testid="acc-extra" />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('examTeacher.acc.window')}
          extra={t('examTeacher.acc.windowHelp')}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Form.Item name="extraAttempts" label={t('examTeacher.acc.extraAttempts')}>
          <InputNumber min={0} max={10} precision={0} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} data-testid="acc-error" /> : null}
    </Modal>
  );
}
