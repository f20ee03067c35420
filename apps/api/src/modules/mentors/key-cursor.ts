import { AppError } from '../../core/errors';

/**
 * A keyset cursor over rows ordered by (value, id), where the value is whatever the list sorts on (a name, a count,
 * a rating, a time as PostgreSQL's text): opaque base64url of JSON. Anything else is a 400 naming `cursor`.
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
    throw new AppError('validation_failed', 'cursor: Not a cursor from this list', [
      { field: 'cursor', code: 'invalid_value', message: 'Not a cursor from this list; start again without it' },
    ]);
  }
  return { value: parsed[0], id: parsed[1] };
}

/** One page of rows fetched with one more than the limit, and the cursor of its last row when there are more. */
export function keyPageOf<T>(rows: T[], limit: number, keyOf: (row: T) => KeyCursor) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeKeyCursor(keyOf(last)) : null };
}
