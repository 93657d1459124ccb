/**
 * The root's toast holder (message.useMessage): the API client's toasts on public pages, and the
 * warning that a session ended, which must outlive the signed-in pages on the way to /login.
 * Loaded by RootToastHost the first time a toast needs it.
 */
import { message } from 'antd';
import { useToastBridge } from './useToastBridge.ts';

export default function RootToasts() {
  const [api, holder] = message.useMessage();
  useToastBridge('root', api);
  return holder;
}
