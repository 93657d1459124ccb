/** Browser storage with an in-memory stand-in where none exists (unit tests run in node). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
};

const probe = (get: () => Storage): KeyValueStorage | null => {
  try {
    const s = get();
    s.getItem('');
    return s;
  } catch {
    return null;
  }
};

export const browserSessionStorage = (): KeyValueStorage =>
  probe(() => globalThis.sessionStorage) ?? memoryStorage();

export const browserLocalStorage = (): KeyValueStorage =>
  probe(() => globalThis.localStorage) ?? memoryStorage();
