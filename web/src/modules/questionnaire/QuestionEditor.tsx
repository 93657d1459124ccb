/**
 * One question of the questionnaire form: its kind, its title and, for a choice question, its
 * options (2 to 10, added and removed here). A text question has no options.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_KINDS,
  QUESTION_TITLE_MAX,
  type Question,
  type QuestionKind,
} from '../../../../schemas/questionnaire/domain.ts';

export type QuestionForm = { kind: QuestionKind; title: string; options?: string[] };
export type PaperForm = { store: string; title: string; questions: QuestionForm[] };

export const emptyQuestion = (): QuestionForm => ({ kind: 'single', title: '', options: ['', ''] });

/** The questions as the command carries them: texts trimmed, no options on a text question. */
export const toQuestions = (questions: readonly QuestionForm[] = []): Question[] =>
  questions.map((q) =>
    q.kind === 'text'
      ? { kind: q.kind, title: q.title.trim() }
      : { kind: q.kind, title: q.title.trim(), options: (q.options ?? []).map((o) => o.trim()) },
  );

type Props = {
  form: FormInstance<PaperForm>;
  name: number;
  n: number;
  onRemove: () => void;
};

export function QuestionEditor({ form, name, n, onRemove }: Props) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['questions', name, 'kind'], form) as QuestionKind | undefined;
  const required = [
    { required: true, whitespace: true, message: t('questionnaire.form.required') },
  ];
  const id = (part: string) => `question-${n}-${part}`;
  return (
    <Card
      size="small"
      data-testid={id('card')}
      title={t('questionnaire.form.question', { n })}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('questionnaire.form.removeQuestion')}
          data-testid={id('remove')}
          onClick={onRemove}
        />
      }
    >
      <Flex gap={8} align="start">
        <Form.Item name={[name, 'kind']} rules={required} style={{ width: 140 }}>
          <Select
            data-testid={id('kind')}
            options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`questionnaire.kind.${k}`) }))}
            onChange={(k: QuestionKind) => {
              const options = form.getFieldValue(['questions', name, 'options']) as
                string[] | undefined;
              if (k !== 'text' && (!options || options.length < OPTIONS_MIN))
                form.setFieldValue(['questions', name, 'options'], ['', '']);
            }}
          />
        </Form.Item>
        <Form.Item name={[name, 'title']} rules={required} style={{ flex: 1 }}>
          <Input
            maxLength={QUESTION_TITLE_MAX}
            placeholder={t('questionnaire.form.questionTitle')}
            data-testid={id('title')}
          />
        </Form.Item>
      </Flex>
      {kind !== 'text' && (
        <Form.List name={[name, 'options']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, j) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={field.name} rules={required} style={{ flex: 1 }}>
                    <Input
                      maxLength={OPTION_TEXT_MAX}
                      placeholder={t('questionnaire.form.option', { n: j + 1 })}
                      data-testid={id(`option-${j + 1}`)}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= OPTIONS_MIN}
                    aria-label={t('questionnaire.form.removeOption')}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                type="link"
                icon={<PlusOutlined />}
                disabled={fields.length >= OPTIONS_MAX}
                data-testid={id('add-option')}
                onClick={() => add('')}
              >
                {t('questionnaire.form.addOption', { max: OPTIONS_MAX })}
              </Button>
            </>
          )}
        </Form.List>
      )}
    </Card>
  );
}
