import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { nextWarmUpDelay, waitForStore } from './warm-up';

const asleep = { success: true, error: false, message: 'starting', database: 'disconnected' };
const awake = { success: true, error: false, message: 'ok', database: 'connected' };

describe('warm-up polling (SPEC §4)', () => {
  beforeAll(async () => {
    // The reply schema is imported lazily; load it up front so module loading (real I/O)
    // cannot race the fake clock.
    await import('@store/contract/health');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles from 100 ms and caps at 5 s', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let i = 0; i < 9; i++) {
      delay = nextWarmUpDelay(delay);
      delays.push(delay);
    }
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000]);
  });

  it('polls GET /api at 100, 200, 400 … 5000 ms until the database is connected', async () => {
    const sleepyPolls = 9;
    let polls = 0;
    const fetchMock = stubApi({
      'GET /api': () => Response.json(++polls > sleepyPolls ? awake : asleep),
    });
    const onStillAsleep = vi.fn();
    let done = false;
    void waitForStore({ onStillAsleep }).then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const [index, delay] of [100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock, `no poll before ${delay} ms`).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock, `poll after ${delay} ms`).toHaveBeenCalledTimes(index + 2);
    }
    expect(done).toBe(true);
    expect(onStillAsleep).toHaveBeenCalledTimes(sleepyPolls);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(sleepyPolls + 1);
  });

  it('keeps polling through network failures and error replies', async () => {
    const replies = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Response.json({ success: false, error: true, message: 'db down' }, { status: 503 }),
      () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      () => Response.json(awake),
    ];
    const fetchMock = stubApi({ 'GET /api': () => replies[fetchMock.mock.calls.length - 1]!() });
    const finished = waitForStore();
    await vi.advanceTimersByTimeAsync(100 + 200 + 400);
    await expect(finished).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('stops when aborted', async () => {
    const fetchMock = stubApi({ 'GET /api': asleep });
    const controller = new AbortController();
    const finished = waitForStore({ signal: controller.signal });
    await vi.advanceTimersByTimeAsync(150);
    controller.abort();
    await expect(finished).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
