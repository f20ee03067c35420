import { z } from 'zod';

/** Every error the API answers with; the HTTP status is decided by the API's error handler. */
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
  'registration_closed',
  'internal',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetail = z.object({
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(ErrorDetail),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
