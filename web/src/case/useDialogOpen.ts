/**
 * Whether a dialog or a drawer is open on the page: notices wait while one is, so they never
 * cover its text or its action buttons.
 */
import { useSyncExternalStore } from 'react';

const anyOpen = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some(
    (el) => el.style.display !== 'none',
  ) || document.querySelector('.ant-drawer-open') !== null;

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  });
  return () => observer.disconnect();
};

export const useDialogOpen = () => useSyncExternalStore(subscribe, anyOpen, () => false);
