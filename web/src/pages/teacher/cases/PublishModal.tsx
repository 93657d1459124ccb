/** Publish a draft to chosen classes: the teacher's classes (an admin's: every class). */
import { Checkbox, Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../shared/useRemote.ts';
import { teacherApi } from '../api.ts';

export function PublishModal({
  open,
  initial,
  onCancel,
  onPublish,
}: {
  open: boolean;
  initial: string[];
  onCancel: () => void;
  onPublish: (classIds: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const load = useCallback(() => teacherApi.classes(), []);
  const { data } = useRemote(load);
  const [chosen, setChosen] = useState<string[]>(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('authoring.publishTitle')}
      okText={t('authoring.publish')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onPublish(chosen);
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('authoring.publishHelp')}</Typography.Paragraph>
      <Checkbox.Group
        value={chosen}
        onChange={(v) => setChosen(v)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={(data?.classes ?? []).map((c) => ({
          value: c.id,
          label: <span data-testid={`publish-class-${c.name}`}>{c.name}</span>,
        }))}
      />
    </Modal>
  );
}
