/**
 * /creatPaper (spec 2): a new questionnaire, or a draft to edit (/creatPaper?id=Q1) — the store,
 * the title and the questions (single choice, multiple choice, text), each choice question with
 * its options. The form holds the limits (1 to 20 questions, 2 to 10 options); the engine checks
 * them again and answers with the same message keys. Saved, it goes back to /questionPaper.
 */
import { Button, Card, Flex, Form, Input, Result, Select, Space, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { QuestionnaireInfosData } from '../../../../schemas/questionnaire/api.ts';
import {
  QUESTIONNAIRE_TITLE_MAX,
  QUESTIONS_MAX,
  type QuestionnaireCommand,
} from '../../../../schemas/questionnaire/domain.ts';
import { useSession } from '../../session/session.ts';
import { ModuleHeader } from '../../shared/module/ModuleHeader.tsx';
import { useOperate } from '../../shared/module/useOperate.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { QUESTIONNAIRE_OPERATE, questionnaireApi } from './api.ts';
import { emptyQuestion, QuestionEditor, toQuestions, type PaperForm } from './QuestionEditor.tsx';

const LIST_PATH = '/questionPaper';

export default function CreatePaperPage() {
  const usercaseID = useSession((s) => s.usercaseID);
  const [params] = useSearchParams();
  const id = params.get('id');
  return usercaseID ? <CreatePaper key={id ?? ''} userCaseID={usercaseID} id={id} /> : null;
}

function CreatePaper({ userCaseID, id }: { userCaseID: string; id: string | null }) {
  const { t } = useTranslation();
  const infos = useRemote(useCallback(() => questionnaireApi.infos(userCaseID), [userCaseID]));
  const detail = useRemote(
    useCallback(
      () => (id ? questionnaireApi.detail(userCaseID, id) : Promise.resolve(null)),
      [userCaseID, id],
    ),
  );
  const title = t(id ? 'questionnaire.form.editTitle' : 'questionnaire.form.newTitle');
  // Whether a saved one may change is the engine's: its row's actions (a draft's include edit).
  const editable = !id || !!detail.data?.questionnaire.actions.includes('edit');
  return (
    <div className="page-stack" data-testid="creat-paper-page">
      <ModuleHeader title={title} subtitle={t('questionnaire.form.subtitle')} />
      <Card variant="borderless" size="small">
        {detail.failed ? (
          <Result status="warning" title={t('questionnaire.form.notFound')} />
        ) : !infos.data || (id && !detail.data) ? null : !editable ? (
          <Result status="info" title={t('questionnaire.form.notEditable')} />
        ) : (
          <PaperEditor
            userCaseID={userCaseID}
            id={id}
            infos={infos.data}
            initial={
              detail.data
                ? {
                    store: detail.data.questionnaire.store,
                    title: detail.data.questionnaire.title,
                    questions: detail.data.questions.map((q) => ({
                      kind: q.kind,
                      title: q.title,
                      options: [...q.options],
                    })),
                  }
                : {
                    store: infos.data.stores.length === 1 ? infos.data.stores[0]?.id : undefined,
                    title: '',
                    questions: [emptyQuestion()],
                  }
            }
          />
        )}
      </Card>
    </div>
  );
}

type EditorProps = {
  userCaseID: string;
  id: string | null;
  infos: QuestionnaireInfosData;
  initial: Partial<PaperForm>;
};

function PaperEditor({ userCaseID, id, infos, initial }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<PaperForm>();
  const back = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const save = useOperate<QuestionnaireCommand>(
    QUESTIONNAIRE_OPERATE,
    'questionnaire',
    userCaseID,
    undefined,
    () => undefined,
  );
  const required = [
    { required: true, whitespace: true, message: t('questionnaire.form.required') },
  ];
  return (
    <Form<PaperForm>
      form={form}
      layout="vertical"
      data-testid="questionnaire-form"
      initialValues={initial}
      onFinish={async (v) => {
        const paper = {
          store: v.store,
          title: v.title.trim(),
          questions: toQuestions(v.questions),
        };
        const done = await save(
          id
            ? { type: 'EditQuestionnaire', id, ...paper }
            : { type: 'CreateQuestionnaire', ...paper },
        );
        if (done) back();
      }}
    >
      <Form.Item name="store" label={t('questionnaire.col.store')} rules={required}>
        <Select
          data-testid="paper-store"
          options={infos.stores.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('questionnaire.col.title')} rules={required}>
        <Input maxLength={QUESTIONNAIRE_TITLE_MAX} showCount data-testid="paper-title" />
      </Form.Item>
      <Form.List
        name="questions"
        rules={[
          {
            validator: async (_, questions?: unknown[]) => {
              if (!questions || questions.length === 0)
                throw new Error(t('questionnaire.error.noQuestion'));
              if (questions.length > QUESTIONS_MAX)
                throw new Error(t('questionnaire.error.tooManyQuestions', { max: QUESTIONS_MAX }));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <QuestionEditor
                key={field.key}
                form={form}
                name={field.name}
                n={i + 1}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Flex gap={8} align="center" wrap>
              <Button
                type="dashed"
                disabled={fields.length >= QUESTIONS_MAX}
                data-testid="paper-add-question"
                onClick={() => add(emptyQuestion())}
              >
                {t('questionnaire.form.addQuestion')}
              </Button>
              <Typography.Text type="secondary" data-testid="paper-question-count">
                {t('questionnaire.form.questionCount', {
                  count: fields.length,
                  max: QUESTIONS_MAX,
                })}
              </Typography.Text>
            </Flex>
            <Form.ErrorList errors={errors} />
          </Space>
        )}
      </Form.List>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <Button data-testid="paper-cancel" onClick={back}>
          {t('common.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" data-testid="paper-submit">
          {t('questionnaire.form.save')}
        </Button>
      </Flex>
    </Form>
  );
}
