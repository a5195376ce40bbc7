import { uploadApiRoutes } from '@store/contract/api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { toastError } from '#web/lib/toast-error';

/** POST /api/file/upload — multipart, the file in the field 'image'; replies data.url. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return callApi(uploadApiRoutes.image, { body });
}

/** Uploading is a step of a form, not a save: no success toast, only the refusal (SPEC §8). */
export function useUploadImage({ onSuccess }: { onSuccess?: (url: string) => unknown } = {}) {
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: (reply) => onSuccess?.(reply.data.url),
    onError: toastError,
  });
}
