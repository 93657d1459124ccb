/** Opens the attempt's websocket while the case layout is mounted; closes it on leaving. */
import { useEffect } from 'react';
import { WS_PROTOCOL } from '../../../schemas/api/ws.ts';
import { AttemptSocket, liveUrl } from '../live/socket.ts';
import { useSession } from '../session/session.ts';
import { useCaseStore } from './caseStore.ts';

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
        if ((m.type === 'welcome' || m.type === 'events') && m.userCaseID === userCaseID) {
          useCaseStore.setState((s) => ({ liveVersion: Math.max(s.liveVersion, m.version) }));
        }
      },
      onStatus: (liveStatus) => useCaseStore.setState({ liveStatus }),
    });
    socket.start();
    return () => socket.stop();
  }, [userCaseID]);
};
