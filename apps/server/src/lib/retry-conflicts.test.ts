import { describe, expect, it } from 'vitest';
import { CONFLICT_RETRIES, retryConflicts } from './retry-conflicts.js';

/** An error as node-postgres raises it, wrapped as drizzle wraps it. */
const postgres = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('retryConflicts', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const failures = [postgres('40P01'), postgres('40001')];
    let runs = 0;
    const result = await retryConflicts(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
  });

  it(`gives up after ${CONFLICT_RETRIES} retries with the last error`, async () => {
    let runs = 0;
    const last = postgres('40P01');
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw runs > CONFLICT_RETRIES ? last : postgres('40P01');
      }),
    ).rejects.toBe(last);
    expect(runs).toBe(CONFLICT_RETRIES + 1);
  });

  it('never runs again after any other error', async () => {
    for (const error of [postgres('23505'), new Error('not from PostgreSQL')]) {
      let runs = 0;
      await expect(
        retryConflicts(async () => {
          runs += 1;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });
});
