import { uploadApiRoutes } from '@store/contract/api';
import type { UploadedClip } from '@store/contract/upload';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

/** POST /api/file/upload-clip — multipart, the file in the field 'clip'; replies url and length. */
export function uploadClip(file: File) {
  const body = new FormData();
  body.append('clip', file);
  return callApi(uploadApiRoutes.clip, { body });
}

/** Uploading is a step of a form, not a save: no success toast, only the refusal (SPEC §8). */
export function useUploadClip({ onSuccess }: { onSuccess?: (clip: UploadedClip) => unknown } = {}) {
  return useMutation({
    mutationFn: uploadClip,
    onSuccess: (reply) => onSuccess?.(reply.data),
    onError: toastError,
  });
}
