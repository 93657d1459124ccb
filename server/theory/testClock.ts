/**
 * Browser tests only (NODE_ENV=test, main.ts): the clock of theory practice is the wall clock
 * plus an offset in milliseconds read from a file named by the server's port in the temp
 * directory (the test and the server both know the port), so a test can make a wrong-answer
 * review due without waiting a day. Never used in production (main.ts sets it only under
 * NODE_ENV=test); a missing or unreadable file is no offset.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const theoryClockFile = (port: number) => join(tmpdir(), `cbsim-theory-clock-${port}`);

export const theoryTestClock = (file: string) => () => {
  let offset = 0;
  try {
    offset = Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    offset = 0;
  }
  return new Date(Date.now() + offset);
};
