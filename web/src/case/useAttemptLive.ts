/**
 * Opens the attempt's websocket while the case layout is mounted; closes it on leaving. A newer
 * version (welcome, push, resync) brings the lists that show an older one up to date
 * (useLiveList: a push names the lists it changed, the others stay).
 */
import i18n from 'i18next';
import { useEffect } from 'react';
import { WS_PROTOCOL } from '../../../schemas/api/ws.ts';
import { toast } from '../api/toast.ts';
import { AttemptSocket, liveUrl } from '../live/socket.ts';
import { moduleOfNotice, moduleOfPath } from '../modules/registry.ts';
import { useSession } from '../session/session.ts';
import {
  addNotices,
  announceChanges,
  announceVersion,
  useCaseStore,
  type Notice,
} from './caseStore.ts';

/** Events of the case's scripted actors that a module tells the student about. */
export const noticesOf = (
  events: readonly { type: string; data: unknown; version: number; by?: string }[],
): Notice[] =>
  events.flatMap((e) => {
    const module = e.by && e.by !== 'student' ? moduleOfNotice(e.type) : undefined;
    return module
      ? [
          {
            version: e.version,
            module: module.id,
            type: e.type,
            data: e.data as Record<string, unknown>,
          },
        ]
      : [];
  });

export const useAttemptLive = (userCaseID: string | null) => {
  useEffect(() => {
    if (!userCaseID) return;
    const socket = new AttemptSocket({
      url: liveUrl(window.location),
      hello: () => {
        const token = useSession.getState().token;
        return token ? { type: 'hello', protocol: WS_PROTOCOL, token, userCaseID } : null;
      },
      onMessage: (m) => {
        // The page is older than the server (a deploy happened): it stays stale until reloaded,
        // so the toast stays too (0 s: no auto close).
        if (m.type === 'error' && m.messageKey === 'ws.error.protocol')
          toast.error(i18n.t(m.messageKey, m.params ?? {}), 0);
        // A push says what its events changed in the module lists; a welcome does not.
        if (m.type === 'welcome' && m.userCaseID === userCaseID) announceVersion(m.version);
        if (m.type === 'events' && m.userCaseID === userCaseID) announceChanges(m.version, m.lists);
        if (m.type === 'events' && m.userCaseID === userCaseID) {
          addNotices(noticesOf(m.events), moduleOfPath(window.location.pathname)?.id);
          const reset = m.events.find((e) => e.type === 'AttemptReset');
          if (reset) useCaseStore.setState({ resetTo: (reset.data as { next: string }).next });
        }
      },
      onStatus: (liveStatus) => useCaseStore.setState({ liveStatus }),
    });
    socket.start();
    return () => socket.stop();
  }, [userCaseID]);
};
