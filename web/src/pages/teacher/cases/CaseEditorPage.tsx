/**
 * /Teacher/cases/:draftId: a draft's YAML in the editor (lazy: CodeMirror loads with this page
 * only), its errors at their lines as the server's Validate finds them, its files, Save, Explore
 * (its progress over the websocket, then the report `cbsim explore` prints), Try as a student
 * (the case layout on a private attempt; back here with `?trial=` and its score), Publish to
 * classes, Archive.
 */
import {
  ExperimentOutlined,
  InboxOutlined,
  PlayCircleOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, List, Spin, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useToolbox } from '../../../case/toolboxStore.ts';
import { builtModules } from '../../../modules/registry.ts';
import { enterCase, useSession } from '../../../session/session.ts';
import { useRemote } from '../../../shared/useRemote.ts';
import { LoadFailed, PageHeading } from '../parts.tsx';
import { authoringApi, type DraftData, type ExploreData } from './api.ts';
import { DraftStatusTag } from './CaseLibraryPage.tsx';
import { DraftFiles } from './DraftFiles.tsx';
import { ExploreProgressBar } from './ExploreProgressBar.tsx';
import { listenToExplore, newRunId, type ExploreProgress } from './exploreSocket.ts';
import { PublishModal } from './PublishModal.tsx';
import { TrialResult } from './TrialResult.tsx';
import type { YamlError } from './YamlEditor.tsx';

const YamlEditor = lazy(() => import('./YamlEditor.tsx'));

function ExploreReport({ result }: { result: ExploreData }) {
  const { t } = useTranslation();
  const r = result.report;
  return (
    <Card title={t('authoring.exploreTitle')} data-testid="explore-report">
      <Alert
        type={r.reachedTotal ? 'success' : 'warning'}
        showIcon
        message={t(r.reachedTotal ? 'authoring.exploreReached' : 'authoring.exploreNotReached', {
          best: r.best,
          total: r.total,
        })}
        data-testid="explore-summary"
      />
      <pre style={{ whiteSpace: 'pre-wrap', marginTop: 12, fontSize: 12 }}>
        {result.lines.join('\n')}
      </pre>
    </Card>
  );
}

function Editor({ draft, reload }: { draft: DraftData; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState(draft.yaml);
  const [errors, setErrors] = useState<YamlError[] | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'explore' | 'archive' | 'try'>(null);
  const [explored, setExplored] = useState<ExploreData | null>(null);
  const [progress, setProgress] = useState<ExploreProgress | null>(null);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const trial = search.get('trial');
  const [publishing, setPublishing] = useState(false);
  const readOnly = draft.status === 'archived';

  const check = useCallback(
    async (yaml: string) => (await authoringApi.validate(yaml, draft.id)).errors,
    [draft.id],
  );
  const save = async () => {
    const r = await authoringApi.save(text, draft.id);
    setErrors(r.validation.errors);
    return r;
  };
  /** Explores the saved text, hearing its progress on a websocket of its own meanwhile. */
  const explore = async () => {
    setExplored(null);
    setProgress(null);
    if (!(await save()).validation.ok) return;
    const id = newRunId();
    const token = useSession.getState().token ?? '';
    const close = await listenToExplore(token, id, setProgress);
    try {
      setExplored(await authoringApi.explore(draft.id, id));
    } finally {
      close();
    }
  };
  /** Saves, then opens the draft in the case layout on a practice attempt of the author's own. */
  const tryIt = async () => {
    if (!(await save()).validation.ok) return;
    const r = await authoringApi.try(draft.id);
    const first = builtModules(r.modules)[0];
    if (!first) return;
    enterCase(r.userCaseID, r.caseID, 'false');
    useToolbox.setState({ taskOpen: true });
    void navigate(first.path);
  };
  const run = async (what: 'save' | 'explore' | 'archive' | 'try', fn: () => Promise<void>) => {
    setBusy(what);
    try {
      await fn();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={draft.name}
        subtitle={<DraftStatusTag status={draft.status} />}
        back="/Teacher/cases"
        extra={
          <>
            <Button
              icon={<SaveOutlined />}
              disabled={readOnly}
              loading={busy === 'save'}
              data-testid="draft-save"
              onClick={() =>
                void run('save', async () => {
                  await save();
                  void message.success(t('authoring.saved'));
                })
              }
            >
              {t('authoring.save')}
            </Button>
            <Button
              icon={<ExperimentOutlined />}
              disabled={readOnly}
              loading={busy === 'explore'}
              data-testid="draft-explore"
              onClick={() => void run('explore', explore)}
            >
              {t('authoring.explore')}
            </Button>
            <Button
              icon={<PlayCircleOutlined />}
              disabled={readOnly}
              loading={busy === 'try'}
              data-testid="draft-try"
              onClick={() => void run('try', tryIt)}
            >
              {t('authoring.try')}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={readOnly}
              data-testid="draft-publish"
              onClick={() =>
                void run('save', async () => {
                  if ((await save()).validation.ok) setPublishing(true);
                })
              }
            >
              {t('authoring.publish')}
            </Button>
            <Button
              icon={<InboxOutlined />}
              disabled={readOnly}
              loading={busy === 'archive'}
              data-testid="draft-archive"
              onClick={() =>
                void run('archive', async () => {
                  await authoringApi.archive(draft.id);
                  reload();
                })
              }
            >
              {t('authoring.archive')}
            </Button>
          </>
        }
      />
      <Card size="small">
        <Suspense fallback={<Spin />}>
          <YamlEditor
            value={draft.yaml}
            onChange={setText}
            check={check}
            onChecked={setErrors}
            ariaLabel={t('authoring.editorLabel')}
          />
        </Suspense>
      </Card>
      <Card size="small" title={t('authoring.errorsTitle')} data-testid="draft-errors">
        {errors === null ? (
          <Typography.Text type="secondary">{t('authoring.checking')}</Typography.Text>
        ) : errors.length === 0 ? (
          <Typography.Text type="success" data-testid="draft-valid">
            {t('authoring.valid')}
          </Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={errors}
            renderItem={(e) => (
              <List.Item data-testid="draft-error" data-line={e.line}>
                {t('authoring.errorAt', { line: e.line, column: e.column })} {e.message}
              </List.Item>
            )}
          />
        )}
      </Card>
      {trial ? <TrialResult userCaseID={trial} /> : null}
      <DraftFiles
        draftId={draft.id}
        initial={draft.files}
        readOnly={readOnly}
        onChange={() =>
          void authoringApi.validate(text, draft.id).then(
            (r) => setErrors(r.errors),
            () => undefined,
          )
        }
      />
      {busy === 'explore' ? <ExploreProgressBar progress={progress} /> : null}
      {explored ? <ExploreReport result={explored} /> : null}
      {publishing ? (
        <PublishModal
          open
          initial={draft.classIds}
          onCancel={() => setPublishing(false)}
          onPublish={async (classIds) => {
            const r = await authoringApi.publish(draft.id, classIds);
            setPublishing(false);
            void message.success(t('authoring.published', { caseId: r.caseID }));
            reload();
          }}
        />
      ) : null}
    </Flex>
  );
}

export default function CaseEditorPage() {
  const { draftId = '' } = useParams();
  const load = useCallback(() => authoringApi.get(draftId), [draftId]);
  const { data, failed, reload } = useRemote(load);
  if (failed && !data) return <LoadFailed onRetry={reload} />;
  if (!data) return <Spin />;
  // A new key per load: the editor starts from the stored text after a publish or archive.
  return (
    <Editor key={`${data.id}-${data.updatedAt}-${data.status}`} draft={data} reload={reload} />
  );
}
