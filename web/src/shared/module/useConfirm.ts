/** A confirmation prompt (spec 5: delete, cancel, restore, blacklist, full refund…) as a promise. */
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const useConfirm = () => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (title: string, content: ReactNode, action: () => Promise<boolean>, danger = false) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger },
          onOk: async () => resolve(await action()),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
};
