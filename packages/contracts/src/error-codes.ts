/**
 * The codes of the API's errors, without zod, so that a page can import them (to translate them) without loading the
 * schemas. errors.ts builds the schemas and types from these lists.
 */

/** Every error the API answers with (`error.code`); the HTTP status is decided by the API's error handler. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'invalid_credentials',
  'email_taken',
  /** The right password of an account whose e-mail is not confirmed yet: a new link was mailed (issue 36, item 6). */
  'email_not_verified',
  'registration_closed',
  /** A staff session without two-factor while the admin requires it (issue 29). */
  'two_factor_required',
  /** A personal access token on a route no token opens: the admin, the account, two-factor, passkeys (issue 41). */
  'token_not_allowed',
  /** A personal access token without the scope a route needs (read or write on its area); the message names it. */
  'insufficient_scope',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
] as const;

/**
 * What is wrong with one field (`error.details[].code`), for the web to translate; the English `message` beside it is
 * for people reading the API. Every detail the API answers carries one.
 */
export const DETAIL_CODES = [
  // The request does not fit its contract (zod issues: detailCodeOf in errors.ts).
  /** A field the contract needs is missing. */
  'required',
  /** The wrong JSON type (text for a number, a number for a list...). */
  'invalid_type',
  /** The body is not JSON at all. */
  'invalid_json',
  /** Text in the wrong shape: e-mail, UUID, date, slug, pattern... */
  'invalid_format',
  /** Not one of the values allowed (a list, an enum, a cursor this list gave out...). */
  'invalid_value',
  /** A key the contract does not know. */
  'unknown_field',
  /** Text shorter than its minimum. */
  'too_short',
  /** Text (or a body) longer than its maximum. */
  'too_long',
  /** A number (or date) below its minimum. */
  'too_small',
  /** A number (or date) above its maximum. */
  'too_large',
  /** A list with fewer items than its minimum. */
  'too_few',
  /** A list with more items than its maximum. */
  'too_many',
  /** A number off its step. */
  'not_multiple_of',
  // The request does not fit what is stored, or the rules of the area.
  /** An id or slug that names no row the caller can see. */
  'not_found',
  /** A value another row (or another item of the request) already has: a slug, an id, a day, an item. */
  'duplicate',
  /** A row that others still use, so it cannot be removed or changed that way. */
  'in_use',
  /** A field or value this kind of row does not take (a bar on a dumbbell, grips without allowsGrips...). */
  'not_allowed',
  /** A value outside what its other fields allow (a maximum below its minimum, a date in the future...). */
  'out_of_range',
  /** Not on one's own account (banning oneself, removing one's own superadmin role). */
  'own_account',
  /** Something is already in progress; the detail's message is its id (a workout). */
  'in_progress',
  /** A list that needs at least one item has none yet (a program's rotation). */
  'empty',
  /** A member's count a day is reached (imports staged a day): the message names the limit. */
  'daily_limit',
  /** A member has as many of something waiting as they may (staged imports not run yet): the message names it. */
  'pending_limit',
] as const;
