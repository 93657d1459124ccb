/**
 * Tells the student what the case's scripted actors changed (a new order arrived, a buyer shipped
 * a return): one notice per event, with a button to the module, while the menu keeps a badge.
 * Notices wait while a dialog or drawer is open (they never cover its text or its buttons); at
 * most 3 show at once, stacked, older ones collapsed (SignedIn's notification settings).
 */
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MODULE_REGISTRY, moduleOfPath } from '../modules/registry.ts';
import { useCaseStore } from './caseStore.ts';
import { useDialogOpen } from './useDialogOpen.ts';

export function LiveNotices() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const notices = useCaseStore((s) => s.notices);
  const shown = useRef(new Set<number>());
  const dialogOpen = useDialogOpen();

  useEffect(() => {
    if (dialogOpen) return;
    for (const n of notices) {
      if (shown.current.has(n.version)) continue;
      shown.current.add(n.version);
      const entry = MODULE_REGISTRY.find((m) => m.id === n.module);
      if (entry?.quietWhenOpen && moduleOfPath(window.location.pathname) === entry) continue;
      const key = `notice-${n.version}`;
      notification.info({
        key,
        title: t(`module.${n.module}`),
        description: t(`${n.module}.notice.${n.type}`, n.data),
        placement: 'bottomRight',
        duration: 8,
        className: 'live-notice',
        actions: entry ? (
          <Button
            size="small"
            type="primary"
            onClick={() => {
              notification.destroy(key);
              void navigate(entry.path);
            }}
          >
            {t('caseWork.openModule')}
          </Button>
        ) : undefined,
      });
    }
  }, [notices, notification, navigate, t, dialogOpen]);
  // A dialog opening clears the notices on screen (the menu badges stay).
  useEffect(() => {
    if (dialogOpen) notification.destroy();
  }, [dialogOpen, notification]);
  // Leaving the case (or switching attempts) takes its notices with it.
  useEffect(() => () => notification.destroy(), [notification]);
  return null;
}
