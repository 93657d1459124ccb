/**
 * The create-exam dialog: title in zh and en, the teacher's classes, the paper (chosen bank
 * questions, or draw rules by tag and count), window, time limit, pass score, attempts and review
 * policy. A refusal of the server shows translated above the buttons; nothing is created then.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMIT_MAX_MINUTES, EXAM_REVIEW_LEVELS } from '../../../../../schemas/exams.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRemote } from '../../../shared/useRemote.ts';
import { teacherApi } from '../api.ts';
import { questionBankApi } from '../questionBank/api.ts';
import { tagValues } from '../questionBank/filter.ts';
import { examTeacherApi } from './api.ts';
import { createExamBody, type ExamFormValues } from './examBody.ts';

type Fields = Omit<ExamFormValues, 'opensAt' | 'closesAt'> & { window: [Dayjs, Dayjs] };

const initial = (): Partial<Fields> => ({
  paperKind: 'fixed',
  window: [dayjs(), dayjs().add(7 * 24, 'hour')],
  limitMinutes: 30,
  passScore: 60,
  attemptsAllowed: 1,
  reviewLevel: 'answers',
  reviewFrom: 'released',
  draw: [{ count: 5 }],
});

export function CreateExamModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (papers: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const classes = useRemote(useCallback(() => teacherApi.classes(), []));
  const bank = useRemote(useCallback(() => questionBankApi.bank(), []));
  const rows = useMemo(() => bank.data?.questions ?? [], [bank.data]);
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const kind = Form.useWatch('paperKind', form);
  const tagOptions = (key: 'platform' | 'module' | 'topic') =>
    tagValues(rows, key).map((v) => ({ value: v, label: v }));

  const submit = async (f: Fields) => {
    setError(null);
    setBusy(true);
    try {
      const body = createExamBody({
        ...f,
        opensAt: f.window[0].valueOf(),
        closesAt: f.window[1].valueOf(),
      });
      const { papers } = await examTeacherApi.create(body);
      form.resetFields();
      onCreated(papers);
    } catch (e) {
      setError(isApiError(e) ? t(e.key, e.params) : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  const required = [{ required: true, message: t('examTeacher.form.required') }];

  return (
    <Modal
      open={open}
      title={t('examTeacher.form.title')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={null}
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={initial()}
        onFinish={(f) => void submit(f)}
        data-testid="exam-form"
      >
        <Flex gap={12}>
          <Form.Item
            name="titleZh"
            label={t('examTeacher.form.titleZh')}
            rules={required}
            style={{ flex: 1 }}
          >
            <Input maxLength={200} data-testid="exam-title-zh" />
          </Form.Item>
          <Form.Item
            name="titleEn"
            label={t('examTeacher.form.titleEn')}
            rules={required}
            style={{ flex: 1 }}
          >
            <Input maxLength={200} data-testid="exam-title-en" />
          </Form.Item>
        </Flex>
        <Form.Item name="classIds" label={t('examTeacher.form.classes')} rules={required}>
          <Select
            mode="multiple"
            loading={!classes.data}
            data-testid="exam-classes"
            optionFilterProp="label"
            options={(classes.data?.classes ?? [])
              .filter((c) => c.role === 'teacher')
              .map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="paperKind" label={t('examTeacher.form.paper')}>
          <Radio.Group
            options={[
              { value: 'fixed', label: t('examTeacher.form.fixed') },
              { value: 'draw', label: t('examTeacher.form.draw') },
            ]}
          />
        </Form.Item>
        {kind === 'draw' ? (
          <Form.List name="draw">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4} data-testid="exam-draw">
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'count']}
                      label={t('examTeacher.form.count')}
                      rules={required}
                    >
                      <InputNumber min={1} max={50} precision={0} />
                    </Form.Item>
                    {(['platform', 'module', 'topic'] as const).map((key) => (
                      <Form.Item
                        key={key}
                        name={[field.name, key]}
                        label={t(`questionBank.filter.${key}`)}
                      >
                        <Select
                          mode="multiple"
                          allowClear
                          style={{ minWidth: 140 }}
                          options={tagOptions(key)}
                        />
                      </Form.Item>
                    ))}
                    <Form.Item
                      name={[field.name, 'difficulty']}
                      label={t('questionBank.filter.difficulty')}
                    >
                      <Select
                        mode="multiple"
                        allowClear
                        style={{ minWidth: 100 }}
                        data-testid={`draw-difficulty-${field.name}`}
                        options={[1, 2, 3].map((d) => ({ value: d, label: String(d) }))}
                      />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <MinusCircleOutlined
                        aria-label={t('examTeacher.form.removeRule')}
                        onClick={() => remove(field.name)}
                      />
                    ) : null}
                  </Space>
                ))}
                {fields.length < 10 ? (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ count: 5 })}>
                    {t('examTeacher.form.addRule')}
                  </Button>
                ) : null}
              </Flex>
            )}
          </Form.List>
        ) : (
          <Form.Item name="fixed" label={t('examTeacher.form.questions')} rules={required}>
            <Select
              mode="multiple"
              loading={!bank.data}
              data-testid="exam-questions"
              optionFilterProp="label"
              maxCount={100}
              options={rows.map((r) => ({
                value: r.question.id,
                label: `${r.question.id} · ${r.question.text[lang]}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="window" label={t('examTeacher.form.window')} rules={required}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="limitMinutes" label={t('examTeacher.form.limit')} rules={required}>
            <InputNumber
              min={1}
              max={EXAM_LIMIT_MAX_MINUTES}
              precision={0}
              data-testid="exam-limit"
            />
          </Form.Item>
          <Form.Item name="passScore" label={t('examTeacher.form.passScore')} rules={required}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="attemptsAllowed" label={t('examTeacher.form.attempts')} rules={required}>
            <InputNumber min={1} max={10} precision={0} />
          </Form.Item>
          <Form.Item name="reviewLevel" label={t('examTeacher.form.reviewLevel')}>
            <Select
              style={{ minWidth: 180 }}
              options={EXAM_REVIEW_LEVELS.map((l) => ({
                value: l,
                label: t(`examTeacher.review.${l}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="reviewFrom" label={t('examTeacher.form.reviewFrom')}>
            <Select
              style={{ minWidth: 180 }}
              options={(['released', 'windowClosed'] as const).map((w) => ({
                value: w,
                label: t(`examTeacher.reviewFrom.${w}`),
              }))}
            />
          </Form.Item>
        </Flex>
        {error ? <Alert type="error" showIcon title={error} data-testid="exam-form-error" /> : null}
        <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="exam-create">
            {t('examTeacher.form.create')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
