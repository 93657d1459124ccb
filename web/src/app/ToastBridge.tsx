/** Inside antd App (signed-in pages): the API client's toasts share the pages' column. */
import { App } from 'antd';
import { useToastBridge } from './useToastBridge.ts';

export function ToastBridge() {
  const { message } = App.useApp();
  useToastBridge('pages', message);
  return null;
}
