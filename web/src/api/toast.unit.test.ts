/** Unit tests: toasts outside React. */
import { afterEach, describe, expect, it } from 'vitest';
import { onRootToastsNeeded, setToastImpl, toast, type ToastImpl } from './toast.ts';

const holder = () => {
  const shown: string[] = [];
  const impl: ToastImpl = {
    error: (text) => shown.push(`error:${text}`),
    warning: (text) => shown.push(`warning:${text}`),
    success: (text) => shown.push(`success:${text}`),
  };
  return { impl, shown };
};

afterEach(() => {
  setToastImpl('pages', null);
  setToastImpl('root', null);
});

describe('toasts outside React', () => {
  it('show errors and successes in the pages holder when it is mounted', () => {
    const root = holder();
    const pages = holder();
    setToastImpl('root', root.impl);
    setToastImpl('pages', pages.impl);
    toast.error('bad', 4);
    toast.success('ok');
    expect(pages.shown).toEqual(['error:bad', 'success:ok']);
    expect(root.shown).toEqual([]);
  });

  it('show the end of a session in the root holder, which outlives the pages', () => {
    const root = holder();
    const pages = holder();
    setToastImpl('root', root.impl);
    setToastImpl('pages', pages.impl);
    toast.warning('expired', 4);
    expect(root.shown).toEqual(['warning:expired']);
    expect(pages.shown).toEqual([]);
  });

  it('ask the root to mount its holder and show what waited once it is there', () => {
    let asked = 0;
    const stop = onRootToastsNeeded(() => (asked += 1));
    toast.warning('expired', 4);
    toast.error('offline', 4);
    expect(asked).toBe(2);
    const root = holder();
    setToastImpl('root', root.impl);
    expect(root.shown).toEqual(['warning:expired', 'error:offline']);
    toast.error('again', 4);
    expect(root.shown).toHaveLength(3);
    expect(asked).toBe(2);
    stop();
  });
});
