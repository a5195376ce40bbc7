import { healthApiRoutes } from '@store/contract/api';
import { WARMUP_FIRST_DELAY_MS, WARMUP_MAX_DELAY_MS } from '@store/contract/constants';
import { callApi } from './call-api';

/** SPEC §4: 100 ms, then doubling, never more than 5 s between polls. */
export function nextWarmUpDelay(previousMs?: number): number {
  return previousMs === undefined
    ? WARMUP_FIRST_DELAY_MS
    : Math.min(previousMs * 2, WARMUP_MAX_DELAY_MS);
}

/** One poll of the API root: awake once the server reports its database connected. */
export async function isStoreAwake(signal?: AbortSignal): Promise<boolean> {
  try {
    const reply = await callApi(healthApiRoutes.warmUp, { signal });
    return reply.database === 'connected';
  } catch (error) {
    if (signal?.aborted) throw error;
    // Unreachable, a proxy error page or a 503 while the database starts: all mean "not yet".
    return false;
  }
}

export interface WarmUpOptions {
  signal?: AbortSignal;
  /** Called after every poll that found the store still asleep. */
  onStillAsleep?: () => void;
}

/** Polls until the store is awake (forever, by design: a sleeping host can take minutes). */
export async function waitForStore({ signal, onStillAsleep }: WarmUpOptions = {}): Promise<void> {
  let delay: number | undefined;
  while (!(await isStoreAwake(signal))) {
    onStillAsleep?.();
    delay = nextWarmUpDelay(delay);
    await sleep(delay, signal);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
