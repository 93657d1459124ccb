/** Unit tests: Slots. */
import { describe, expect, it } from 'vitest';
import { TooManyAttemptsError } from '../errors.ts';
import { Slots } from './slots.ts';

describe('Slots', () => {
  it('runs up to the concurrency, queues up to the queue, then refuses with Retry-After', async () => {
    const s = new Slots(1, 1, 'import.error.busy');
    await s.acquire();
    const queued = s.acquire();
    const refused = await s.acquire().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect(refused).toMatchObject({
      statusCode: 429,
      messageKey: 'import.error.busy',
      retryAfterSeconds: 5,
    });
    s.release();
    await queued;
    s.release();
    await s.acquire();
  });
});
