/**
 * Accounts an administrator creates (one at a time or by file): generated temporary passwords,
 * argon2 hashing with bounded concurrency, and the rules every new account follows (a student
 * belongs to a class, staff to none).
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { GENERATED_PASSWORD_LENGTH } from '../../schemas/api/admin.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Role } from '../storage/types.ts';

/** No 0/O, 1/l/I: a password read aloud or copied from paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export const generatePassword = (length = GENERATED_PASSWORD_LENGTH): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Hashes passwords a few at a time (argon2 runs on libuv's thread pool; more at once only
 * queue there and hold memory), keeping the order.
 */
export const hashAll = async (
  passwords: readonly string[],
  concurrency = Math.max(1, Math.min(4, availableParallelism())),
): Promise<string[]> => {
  const out = new Array<string>(passwords.length);
  let next = 0;
  const lane = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPassword(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, lane));
  return out;
};

/** Why an account may not have this class: a message key (admin.error.*), or null when fine. */
export const classRule = (role: Role, hasClass: boolean): string | null => {
  if (role === 'student' && !hasClass) return 'admin.error.classRequired';
  if (role !== 'student' && hasClass) return 'admin.error.classForStudents';
  return null;
};
