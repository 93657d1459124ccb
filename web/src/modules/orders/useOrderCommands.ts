/**
 * Sends order commands to /api/PTOrder/Operate with the list's version; on success a toast and
 * a reload; on refusal the API client shows the translated key; a 409 conflict reloads.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderCommand } from '../../../../schemas/orders.ts';
import { orderApi } from '../../api/endpoints.ts';
import { isApiError } from '../../api/errors.ts';

export const useOrderCommands = (
  userCaseID: string,
  version: number | undefined,
  reload: () => void,
) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (command: OrderCommand): Promise<boolean> => {
      try {
        await orderApi.operate({
          userCaseID,
          ...(version === undefined ? {} : { expectedVersion: version }),
          command,
        });
        void message.success(t(`orders.done.${command.type}`));
        reload();
        return true;
      } catch (e) {
        if (isApiError(e) && e.httpStatus === 409) reload();
        return false;
      }
    },
    [message, reload, t, userCaseID, version],
  );
};
