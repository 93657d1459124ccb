/** Argon2id password hashes (@node-rs/argon2: OWASP parameters, ~30-70 ms a hash here). */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the user does not exist, so timing does not reveal names. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword('decoy-password-never-used'));
