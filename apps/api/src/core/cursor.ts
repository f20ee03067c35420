import { AppError } from './errors';

/**
 * Keyset cursors: a list ordered by some key hands out the key of its last row as an opaque base64url text, and reads
 * it back to fetch the rows after it. A text that is not a cursor of the list is a 400 naming `cursor`.
 */

/** The 400 for a text that is not a cursor the list gave out. */
export function notACursor(): AppError {
  return new AppError('validation_failed', 'cursor: Not a cursor from this list', [
    { field: 'cursor', code: 'invalid_value', message: 'Not a cursor from this list; start again without it' },
  ]);
}

/**
 * A cursor over rows ordered by (time DESC, uuid DESC): the time as PostgreSQL's microsecond text (a JavaScript Date
 * would lose the microseconds and skip or repeat rows) and the id.
 */
export interface TimeIdCursor {
  at: string;
  id: string;
}

/** SQL that formats a timestamptz column as the cursor's time text. */
export const CURSOR_TIME_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|([0-9a-f-]{36})$/;

export function encodeCursor(cursor: TimeIdCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

/** The cursor a list gave out, or null without one; anything else is a 400 naming `cursor`. */
export function decodeCursor(value: string | undefined): TimeIdCursor | null {
  if (!value) return null;
  const match = CURSOR_PATTERN.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw notACursor();
  return { at: match[1]!, id: match[2]! };
}

/**
 * A cursor over rows ordered by (value, id), where the value is whatever the list sorts on (a name, a count, a
 * rating, a time as PostgreSQL's text), as JSON.
 */
export interface KeyCursor {
  value: string;
  id: string;
}

const ID_PATTERN = /^[0-9a-f-]{36}$/;

export function encodeKeyCursor(cursor: KeyCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

export function decodeKeyCursor(text: string | undefined): KeyCursor | null {
  if (!text) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    parsed[0].length > 200 ||
    typeof parsed[1] !== 'string' ||
    !ID_PATTERN.test(parsed[1])
  ) {
    throw notACursor();
  }
  return { value: parsed[0], id: parsed[1] };
}

/**
 * One page of a list fetched with one row more than the limit: the page, and the cursor of its last row when there
 * are more (written by `encode`, the time-and-id cursor unless told).
 */
export function pageOf<T, K = TimeIdCursor>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => K,
  encode: (key: K) => string = encodeCursor as (key: K) => string,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encode(keyOf(last)) : null };
}

/** `pageOf` with a (value, id) cursor. */
export function keyPageOf<T>(rows: T[], limit: number, keyOf: (row: T) => KeyCursor) {
  return pageOf(rows, limit, keyOf, encodeKeyCursor);
}
