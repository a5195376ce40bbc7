import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { pageBroughtReplies } from '#web/lib/preloaded-replies';
import { waitForStore } from '#web/lib/warm-up';

type WarmUpStatus = 'checking' | 'waking' | 'ready';

/**
 * A first answer slower than this means the host is starting up (a sleeping free-tier
 * host can hold the first request for a long time), so say so instead of looking stuck.
 */
const SLOW_FIRST_ANSWER_MS = 1500;

const WarmUpContext = createContext<WarmUpStatus>('checking');

/** Polls the API root from start-up until the database is connected (SPEC §4). */
export function WarmUpProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // A page that brought replies was answered from the database moments ago: no poll.
  const [awakeAtStart] = useState(pageBroughtReplies);
  const [status, setStatus] = useState<WarmUpStatus>(awakeAtStart ? 'ready' : 'checking');

  useEffect(() => {
    if (awakeAtStart) return;
    const controller = new AbortController();
    // Whether the store looked asleep at any point: only then can a call have failed for it.
    let slept = false;
    const markWaking = () => {
      slept = true;
      setStatus('waking');
    };
    const slowTimer = setTimeout(markWaking, SLOW_FIRST_ANSWER_MS);
    waitForStore({ signal: controller.signal, onStillAsleep: markWaking })
      .then(() => {
        setStatus('ready');
        // Calls that failed while the store slept are asked again now that it is awake. A
        // store that answered at once was never asleep: its refusals stand as they are.
        if (!slept) return;
        void queryClient.invalidateQueries({
          predicate: (query) => query.state.status === 'error',
        });
      })
      .catch(() => {
        // Aborted on unmount: nothing to do.
      })
      .finally(() => clearTimeout(slowTimer));
    return () => {
      controller.abort();
      clearTimeout(slowTimer);
    };
  }, [queryClient, awakeAtStart]);

  return <WarmUpContext value={status}>{children}</WarmUpContext>;
}

export function useWarmUpStatus(): WarmUpStatus {
  return useContext(WarmUpContext);
}

/**
 * Floats over the page while the store wakes; the page itself keeps its skeletons. Not in
 * the page's flow: on a merely slow network it may come and go, and must not push the
 * page down and back up as it does.
 */
export function WakingUpNotice() {
  if (useWarmUpStatus() !== 'waking') return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center justify-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900 shadow-lg ring-1 ring-brand-200 md:bottom-6"
    >
      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      Waking up the store… this can take a few seconds.
    </div>
  );
}
