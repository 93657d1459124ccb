/**
 * Toasts for code outside React (the API client), shown by an antd message holder. Two holders
 * may be mounted: the signed-in pages' (antd App, shared with the pages' own toasts, so both
 * stack in one column) and the root's, which is loaded on first need (public pages rarely toast:
 * the login page shows its errors inline). Errors and successes go to the pages' holder when it is
 * mounted. A warning means the session ended (401): the signed-in pages are about to unmount on
 * the way to /login, so it goes to the root holder and stays readable there. A toast that arrives
 * before its holder is mounted waits for it.
 */
import type { Notifier } from './client.ts';

export type ToastImpl = Notifier & { success(text: string, seconds?: number): void };
export type ToastLevel = 'root' | 'pages';

const impls: Record<ToastLevel, ToastImpl | null> = { root: null, pages: null };
let waiting: ((impl: ToastImpl) => void)[] = [];
let mountRoot: (() => void) | null = null;

export const setToastImpl = (level: ToastLevel, next: ToastImpl | null) => {
  impls[level] = next;
  if (level === 'root' && next) {
    const due = waiting;
    waiting = [];
    for (const show of due) show(next);
  }
};

/** The root mounts its holder when this is called; returns the unsubscribe. */
export const onRootToastsNeeded = (mount: () => void) => {
  mountRoot = mount;
  if (waiting.length > 0) mount();
  return () => {
    if (mountRoot === mount) mountRoot = null;
  };
};

const viaRoot = (show: (impl: ToastImpl) => void) => {
  if (impls.root) return show(impls.root);
  waiting.push(show);
  mountRoot?.();
};

const inner = (show: (impl: ToastImpl) => void) =>
  impls.pages ? show(impls.pages) : viaRoot(show);

export const toast: ToastImpl = {
  error: (text, seconds) => inner((i) => i.error(text, seconds)),
  warning: (text, seconds) => viaRoot((i) => i.warning(text, seconds)),
  success: (text, seconds) => inner((i) => i.success(text, seconds)),
};
