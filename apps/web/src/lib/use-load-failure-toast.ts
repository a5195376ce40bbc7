import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';

/** SPEC §8: 'failed to load recycle bin' (the deals page reuses the wording). */
export const RECYCLE_BIN_LOAD_FAILED = 'failed to load recycle bin';

/** One error toast each time a list fails to load (the id keeps retries from stacking). */
export function useLoadFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}
