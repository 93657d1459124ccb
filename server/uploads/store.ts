/**
 * Stores uploads within the quotas and sweeps the ones no longer kept (policy.ts). The quota is
 * checked and the file stored in one turn per user inside this process, so two uploads of one
 * user at once cannot both pass a check the pair exceeds. Several server processes on one
 * database would each check on their own (each could let one file past the quota).
 */
import { ApiError } from '../errors.ts';
import type { Storage, Upload } from '../storage/types.ts';
import type { UploadPolicy } from './policy.ts';

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export class UploadStore {
  private readonly storage: Storage;
  readonly policy: UploadPolicy;
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(storage: Storage, policy: UploadPolicy) {
    this.storage = storage;
    this.policy = policy;
  }

  /**
   * Stores the upload unless it would take its attempt or its user over a quota: then 413
   * (errors.uploadQuotaAttempt or errors.uploadQuotaUser, with the limits) and nothing stored.
   */
  put(upload: Upload): Promise<void> {
    return this.turn(upload.userId, async () => {
      const { attempt, user } = await this.storage.uploadTotals(upload.userId, upload.attemptId);
      const over = (
        used: { files: number; bytes: number },
        max: { files: number; bytes: number },
      ) => used.files + 1 > max.files || used.bytes + upload.size > max.bytes;
      const { perAttempt, perUser } = this.policy;
      if (over(attempt, perAttempt))
        throw new ApiError(413, 'errors.uploadQuotaAttempt', {
          files: perAttempt.files,
          mb: mb(perAttempt.bytes),
        });
      if (over(user, perUser))
        throw new ApiError(413, 'errors.uploadQuotaUser', {
          files: perUser.files,
          mb: mb(perUser.bytes),
        });
      await this.storage.putUpload(upload);
    });
  }

  /** Deletes the uploads the policy no longer keeps, as of `now`. */
  sweep(now: Date) {
    const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
    return this.storage.sweepUploads({
      unreferencedBefore: before(this.policy.unreferencedMs),
      releasedBefore: before(this.policy.resetRetentionMs),
    });
  }

  /** Runs `work` after the user's earlier work here has settled. */
  private turn<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const prev = this.turns.get(userId) ?? Promise.resolve();
    const next = prev.then(work, work);
    const tail = next.catch(() => undefined);
    this.turns.set(userId, tail);
    void tail.then(() => this.turns.get(userId) === tail && this.turns.delete(userId));
    return next;
  }
}
