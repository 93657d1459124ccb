/**
 * How a process's main thread spent a stretch of wall time (Linux /proc/self/schedstat): on a
 * CPU, or runnable and waiting for one. On a 2-core machine shared with other work, waiting
 * tells a slow figure caused by contention from one caused by the code.
 */
import { readFileSync } from 'node:fs';

export type CpuWindow = { wallMs: number; runMs: number; waitMs: number } | null;

const read = () => {
  try {
    const [run, wait] = readFileSync('/proc/self/schedstat', 'utf8').split(' ').map(Number);
    return { run: run!, wait: wait!, wall: performance.now() };
  } catch {
    return null;
  }
};

/** A meter: each call returns the window since the previous call (null off Linux). */
export const cpuMeter = () => {
  let last = read();
  return (): CpuWindow => {
    const now = read();
    const prev = last;
    last = now;
    if (!now || !prev) return null;
    return {
      wallMs: Math.round(now.wall - prev.wall),
      runMs: Math.round((now.run - prev.run) / 1e6),
      waitMs: Math.round((now.wait - prev.wait) / 1e6),
    };
  };
};
