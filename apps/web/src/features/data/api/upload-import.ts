import type { ErrorBody } from '@lifeorbit/contracts';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import { ApiError } from '@/lib/api';

/** The media type to send a file as: ours is JSON, every other export CSV. */
const mediaTypeOf = (file: File) =>
  file.type === 'application/json' || /\.json$/i.test(file.name) ? 'application/json' : 'text/csv';

/**
 * Sends the file as the request body (it streams to the server) and reports the bytes sent, for the progress bar;
 * fetch cannot report an upload's progress, XMLHttpRequest can.
 */
export function uploadImport(
  file: File,
  options: { unit: 'kg' | 'lb'; onProgress: (fraction: number) => void },
): Promise<ImportPreview> {
  const query = new URLSearchParams({
    fileName: file.name.slice(0, 200) || 'import',
    unit: options.unit,
    tzOffset: String(new Date().getTimezoneOffset()),
  });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/data/imports?${query}`);
    request.setRequestHeader('Content-Type', mediaTypeOf(file));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as ImportPreview);
      else {
        const error = (body as Partial<ErrorBody> | undefined)?.error;
        reject(new ApiError(request.status, error?.code ?? 'http_error', error?.message ?? '', error?.details ?? []));
      }
    };
    request.send(file);
  });
}
