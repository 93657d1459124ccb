/**
 * Shares a call that is still on its way: the same arguments again (a double click, a second
 * Enter) get the first call's promise instead of a second request racing it into a conflict.
 */
export const shareInFlight = <A, R>(fn: (arg: A) => Promise<R>) => {
  const pending = new Map<string, Promise<R>>();
  return (arg: A): Promise<R> => {
    const key = JSON.stringify(arg);
    const running = pending.get(key);
    if (running) return running;
    const p = fn(arg).finally(() => pending.delete(key));
    pending.set(key, p);
    return p;
  };
};
