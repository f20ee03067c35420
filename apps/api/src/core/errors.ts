import type { CodedErrorDetail, ErrorBody, ErrorCode } from '@lifeorbit/contracts';

/** Thrown below the routes; the error handler turns the code into an HTTP status. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: CodedErrorDetail[] = [],
  ) {
    super(message);
  }
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  registration_closed: 403,
  two_factor_required: 403,
  token_not_allowed: 403,
  insufficient_scope: 403,
  email_not_verified: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
};

/** The one error shape of the API: `{ error: { code, message, details } }`. */
export function errorBody(code: string, message: string, details: CodedErrorDetail[] = []): ErrorBody {
  return { error: { code, message, details } };
}
