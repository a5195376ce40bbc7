import toast from 'react-hot-toast/headless';

/** SPEC §8: a failed call shows the server's message (ApiError carries it) as an error toast. */
export function toastError(error: Error): void {
  toast.error(error.message);
}
