import { ApiError } from './api';

/** Why a picture's upload failed, as the member is told: the server could not read it as a picture (400), it was
 *  over the size limit (413), or something else went wrong (the message is shown). */
export type ImageUploadProblem = 'notAPicture' | 'tooBig' | 'failed';

export function imageUploadProblem(error: Error): ImageUploadProblem {
  if (error instanceof ApiError && error.status === 400) return 'notAPicture';
  if (error instanceof ApiError && error.status === 413) return 'tooBig';
  return 'failed';
}

/** The picked file if it is within the limit; otherwise says why (a file over the limit is never sent). */
export function withinLimit(file: File | undefined, maxBytes: number, tooBig: () => void): File | null {
  if (!file) return null;
  if (file.size > maxBytes) {
    tooBig();
    return null;
  }
  return file;
}
