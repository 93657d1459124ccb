/** Toasts for code outside React (the API client): the app's antd message API, once mounted. */
import type { Notifier } from './client.ts';

type Impl = Notifier & { success(text: string, seconds?: number): void };

let impl: Impl | null = null;

export const setToastImpl = (next: Impl | null) => {
  impl = next;
};

export const toast: Impl = {
  error: (text, seconds) => impl?.error(text, seconds),
  warning: (text, seconds) => impl?.warning(text, seconds),
  success: (text, seconds) => impl?.success(text, seconds),
};
