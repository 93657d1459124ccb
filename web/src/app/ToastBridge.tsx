/** Hands antd's context-aware message API (App.useApp) to code outside React. */
import { App } from 'antd';
import { useEffect } from 'react';
import { setToastImpl } from '../api/toast.ts';

export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setToastImpl({
      error: (text, seconds) => void message.error(text, seconds),
      warning: (text, seconds) => void message.warning(text, seconds),
      success: (text, seconds) => void message.success(text, seconds),
    });
    return () => setToastImpl(null);
  }, [message]);
  return null;
}
