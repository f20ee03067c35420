import { z } from 'zod';
import { DETAIL_CODES, ERROR_CODES } from './error-codes';

export { DETAIL_CODES, ERROR_CODES };

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const DetailCode = z.enum(DETAIL_CODES);
export type DetailCode = z.infer<typeof DetailCode>;

/** One problem with one field: `code` says what (DETAIL_CODES, for the web to translate), `message` in English. */
export const ErrorDetail = z.object({
  field: z.string(),
  code: DetailCode,
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;
/** The same as ErrorDetail: the name the API's code has used for a detail that always carries its code. */
export type CodedErrorDetail = ErrorDetail;

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(ErrorDetail),
    /** On a 500: the id of the request in the server's log, for staff to find it. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The params a contract's own rule (refine, superRefine) gives its issue, naming its detail code. */
export function detailParams(code: DetailCode): { code: DetailCode } {
  return { code };
}

const isDetailCode = (value: unknown): value is DetailCode => DetailCode.safeParse(value).success;
const LISTS = new Set(['array', 'set', 'file']);

/**
 * The detail code of a zod issue. A missing field is `required` only when the issue carries its input: parse with
 * `{ reportInput: true }` (otherwise it reads as `invalid_type`). A contract's own rule names its code in its params
 * (detailParams), else it is `invalid_value`.
 */
export function detailCodeOf(issue: z.core.$ZodIssue): DetailCode {
  switch (issue.code) {
    case 'invalid_type':
      return 'input' in issue && issue.input === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : LISTS.has(issue.origin) ? 'too_few' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : LISTS.has(issue.origin) ? 'too_many' : 'too_large';
    case 'invalid_format':
      return 'invalid_format';
    case 'not_multiple_of':
      return 'not_multiple_of';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom':
      return isDetailCode(issue.params?.code) ? issue.params.code : 'invalid_value';
    default:
      return 'invalid_value';
  }
}
