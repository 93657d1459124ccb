/**
 * Sends a module's commands to its Operate route with the list's version: on success a toast
 * (`<namespace>.done.<CommandType>`) and the new version announced with the lists it changed
 * (useLiveList reloads only those); a refusal shows the translated key (API
 * client); a 409 conflict reloads the list. The same command sent again while it is on its way
 * (a double click) shares the first request instead of racing it into a conflict.
 */
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.ts';
import { isApiError } from '../../api/errors.ts';
import { announceChanges } from '../../case/caseStore.ts';
import type { OperateData } from '../../../../schemas/api/operate.ts';
import { shareInFlight } from './inFlight.ts';

export const useOperate = <C extends { type: string }>(
  path: string,
  namespace: string,
  userCaseID: string,
  version: number | undefined,
  reload: () => void,
  /** Commands that need no "done" toast (marking a mail read as it opens). */
  quiet?: (command: C) => boolean,
  /** The toast's key and values from what the command did, instead of `<ns>.done.<type>`. */
  outcome?: (command: C, events: OperateData['events']) => [string, Record<string, unknown>] | null,
) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useCallback(
    async (command: C): Promise<boolean> => {
      try {
        const r = await api.post<OperateData>(path, {
          userCaseID,
          ...(version === undefined ? {} : { expectedVersion: version }),
          command,
        });
        const told = outcome?.(command, r.events);
        if (told) void message.success(t(told[0], told[1]));
        else if (!quiet?.(command)) void message.success(t(`${namespace}.done.${command.type}`));
        // The lists the command changed reload once (or show the new contents the reply
        // carried), whether this reply or the push comes first; the others stay as they are.
        announceChanges(r.version, r.lists);
        return true;
      } catch (e) {
        if (isApiError(e) && e.httpStatus === 409) reload();
        return false;
      }
    },
    [message, namespace, outcome, path, quiet, reload, t, userCaseID, version],
  );
  return useMemo(() => shareInFlight(send), [send]);
};
