/** cbsim export <attemptId>: the attempt's events as JSON Lines, from the configured database. */
import { openStorage } from '../../server/storage/index.ts';
import type { Io } from '../io.ts';

export const exportCommand = async (
  attemptId: string | undefined,
  env: { dataDir: string; databaseUrl?: string },
  io: Io,
): Promise<number> => {
  if (!attemptId) {
    io.err('usage: cbsim export <attemptId>  (reads DATA_DIR or DATABASE_URL)');
    return 2;
  }
  const storage = await openStorage(env);
  try {
    const attempt = await storage.getAttempt(attemptId);
    if (!attempt) {
      io.err(`no attempt ${attemptId}`);
      return 1;
    }
    for (const e of await storage.readStream(attemptId)) {
      io.out(
        JSON.stringify({ version: e.version, type: e.type, data: e.data, metadata: e.metadata }),
      );
    }
    return 0;
  } finally {
    await storage.close();
  }
};
