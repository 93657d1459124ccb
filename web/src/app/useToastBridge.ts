/** Hands an antd message API to code outside React (api/toast.ts) while the caller is mounted. */
import type { message } from 'antd';
import { useEffect } from 'react';
import { setToastImpl, type ToastLevel } from '../api/toast.ts';

type MessageInstance = ReturnType<typeof message.useMessage>[0];

export const useToastBridge = (level: ToastLevel, api: MessageInstance) => {
  useEffect(() => {
    setToastImpl(level, {
      error: (text, seconds) => void api.error(text, seconds),
      warning: (text, seconds) => void api.warning(text, seconds),
      success: (text, seconds) => void api.success(text, seconds),
    });
    return () => setToastImpl(level, null);
  }, [level, api]);
};
