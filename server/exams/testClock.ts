/**
 * Browser tests only (NODE_ENV=test, main.ts): the file whose offset moves the exam clock (read by
 * theory/testClock.ts's reader), so a test can pass a deadline without waiting for it. Never used
 * in production; a missing file is no offset.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const examClockFile = (port: number) => join(tmpdir(), `cbsim-exam-clock-${port}`);
