import { AppError } from './errors';

/**
 * A keyset cursor over rows ordered by (time DESC, uuid DESC): the time as PostgreSQL's microsecond text (a JavaScript
 * Date would lose the microseconds and skip or repeat rows) and the id, as opaque base64url.
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
  if (!match) {
    throw new AppError('validation_failed', 'cursor: Not a cursor from this list', [
      { field: 'cursor', code: 'invalid_value', message: 'Not a cursor from this list; start again without it' },
    ]);
  }
  return { at: match[1]!, id: match[2]! };
}

/** One page of a list fetched with one row more than the limit: the page, and the cursor of its last row if more. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => TimeIdCursor,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
