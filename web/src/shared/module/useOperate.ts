/**
 * Sends a module's commands to its Operate route with the list's version: on success a toast
 * (`<namespace>.done.<CommandType>`) and a reload; a refusal shows the translated key (API
 * client); a 409 conflict reloads the list.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.ts';
import { isApiError } from '../../api/errors.ts';

export const useOperate = <C extends { type: string }>(
  path: string,
  namespace: string,
  userCaseID: string,
  version: number | undefined,
  reload: () => void,
) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (command: C): Promise<boolean> => {
      try {
        await api.post(path, {
          userCaseID,
          ...(version === undefined ? {} : { expectedVersion: version }),
          command,
        });
        void message.success(t(`${namespace}.done.${command.type}`));
        reload();
        return true;
      } catch (e) {
        if (isApiError(e) && e.httpStatus === 409) reload();
        return false;
      }
    },
    [message, namespace, path, reload, t, userCaseID, version],
  );
};
