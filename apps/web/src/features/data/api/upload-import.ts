import type { ErrorBody } from '@lifeorbit/contracts';
import {
  IMPORT_ARCHIVE_MAX_BYTES,
  IMPORT_MAX_BYTES,
  IMPORT_MEDIA_TYPES,
  type ImportPreview,
} from '@lifeorbit/contracts/data';
import { ApiError } from '@/lib/api';

/** What the file's name says it is: a watch's or a phone's file (issue 42), a zip of many, or an app's export. */
const DEVICE_FILE = /\.(fit|gpx|tcx|xml|zip|gz)$/i;
/** The media types the server takes for those (Strong's, Hevy's and our own exports go as CSV or JSON). */
const TEXT_EXPORT_TYPES = ['text/csv', 'text/plain', 'application/json', 'application/vnd.ms-excel'];
const DEVICE_MEDIA_TYPES: readonly string[] = IMPORT_MEDIA_TYPES.filter((type) => !TEXT_EXPORT_TYPES.includes(type));
const ARCHIVE_MEDIA_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/gzip', 'application/xml', 'text/xml'];

/**
 * The media type to send a file as: ours is JSON; a device file, a zip or Apple Health's export goes with the type the
 * browser gives it when the server takes that type, else as bytes (the server tells FIT, GPX, TCX, Apple Health and a
 * zip apart by their content); any other export is CSV.
 */
export function mediaTypeOf(file: { name: string; type: string }): string {
  if (file.type === 'application/json' || /\.json$/i.test(file.name)) return 'application/json';
  if (DEVICE_MEDIA_TYPES.includes(file.type)) return file.type;
  if (DEVICE_FILE.test(file.name)) return 'application/octet-stream';
  return 'text/csv';
}

/**
 * A zip (a Strava or Garmin bulk export), a .gz or Apple Health's export.xml may be far larger than a single activity
 * or an app's CSV; the server has the last word (413) on what a .gz or an XML holds.
 */
export function isArchive(file: { name: string; type: string }): boolean {
  return /\.(zip|xml|gz)$/i.test(file.name) || ARCHIVE_MEDIA_TYPES.includes(file.type);
}

/** The largest file of this kind the server takes. */
export const maxBytesOf = (file: { name: string; type: string }) =>
  isArchive(file) ? IMPORT_ARCHIVE_MAX_BYTES : IMPORT_MAX_BYTES;

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
