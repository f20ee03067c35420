import { z } from 'zod';
import { Email, Password } from './auth';
import { singleLineText } from './text';

/** Import, export and the account (issue 24, ADR 032). */

/** The largest file an import takes: a Strong export of ten years is a few megabytes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The media types an import upload may carry (the file's own bytes are the body). */
export const IMPORT_MEDIA_TYPES = ['text/csv', 'text/plain', 'application/json', 'application/vnd.ms-excel'] as const;
export const IMPORT_SOURCES = ['strong', 'hevy', 'lifeorbit'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
/** Broken rows listed in one answer; the count says how many there are in all. */
export const BROKEN_ROWS_SHOWN = 100;
export const CANDIDATES_SHOWN = 5;
/**
 * A member's imports (issue 36): files staged in a day, staged imports waiting to be run (one that waits longer than
 * `expiryHours` is removed with its rows), and one import running at a time.
 */
export const IMPORT_LIMITS = { perDay: 6, waiting: 3, expiryHours: 24 } as const;

const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Query of the upload: the file's name, the unit of a file that does not say (Strong's oldest), the member's clock. */
export const ImportUploadQuery = z.object({
  fileName: optionalParam(singleLineText(200)),
  unit: optionalParam(z.enum(['kg', 'lb'])),
  /** Minutes to add to local time to get UTC, as `Date.prototype.getTimezoneOffset` answers (-120 in Bucharest). */
  tzOffset: optionalParam(
    z.coerce
      .number({ error: 'The time zone offset must be a number' })
      .int({ error: 'The time zone offset must be a whole number of minutes' })
      .min(-840, { error: 'The time zone offset is at least -840' })
      .max(720, { error: 'The time zone offset is at most 720' }),
  ),
});
export type ImportUploadQuery = z.infer<typeof ImportUploadQuery>;

export const ImportCandidate = z.object({ exerciseId: z.uuid(), name: z.string() });
export type ImportCandidate = z.infer<typeof ImportCandidate>;

export const ImportExerciseName = z.object({
  /** The name as the file writes it. */
  name: z.string(),
  sets: z.number().int(),
  matched: z.enum(['exact', 'chosen', 'none']),
  exerciseId: z.uuid().nullable(),
  exerciseName: z.string().nullable(),
  /** Best matches from the catalogue and the member's own exercises (names and aliases in every language). */
  candidates: z.array(ImportCandidate),
});
export type ImportExerciseName = z.infer<typeof ImportExerciseName>;

export const BrokenRow = z.object({ line: z.number().int(), field: z.string(), code: z.string() });
export type BrokenRow = z.infer<typeof BrokenRow>;

/** An import as the dry run shows it, and after the import its result. */
export const ImportPreview = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(['staged', 'importing', 'done']),
  totalRows: z.number().int(),
  brokenRows: z.number().int(),
  broken: z.array(BrokenRow),
  workouts: z.number().int(),
  sets: z.number().int(),
  /** Workouts of the file this account already has (imported before): they are left as they are. */
  workoutsAlreadyHere: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  exercises: z.array(ImportExerciseName),
  workoutsDone: z.number().int(),
  workoutsCreated: z.number().int(),
  setsCreated: z.number().int(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportParams = z.object({ id: z.uuid({ error: 'Not an import id' }) });

/** The member's answer for one unmatched name: an exercise of the catalogue (or their own), or a new custom one. */
export const ImportMapping = z.object({
  name: singleLineText(200),
  exerciseId: z.uuid({ error: 'Not an exercise id' }).nullable(),
});
export const ImportMappingRequest = z.strictObject({
  mappings: z.array(ImportMapping).max(2000),
});
export type ImportMappingRequest = z.infer<typeof ImportMappingRequest>;

export const ImportRunRequest = z.strictObject({
  /** Import even though some rows are broken (those rows are left out). */
  skipBrokenRows: z.boolean().default(false),
});
export type ImportRunRequest = z.infer<typeof ImportRunRequest>;

export const DeleteAccountRequest = z.strictObject({
  password: z.string({ error: 'Type your password' }).min(1, { error: 'Type your password' }).max(128),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** The columns of the CSV export, in order (documented in the README). */
export const EXPORT_CSV_COLUMNS = [
  'workout_id',
  'workout_title',
  'started_at',
  'ended_at',
  'workout_notes',
  'exercise',
  'exercise_order',
  'superset',
  'set_index',
  'set_kind',
  'weight',
  'weight_unit',
  'reps',
  'rpe',
  'distance_m',
  'duration_sec',
  'set_notes',
  'completed_at',
] as const;

/** A CSV cell that a spreadsheet would run as a formula is written with a leading apostrophe. */
export function escapeCsvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** better-auth's password reset behind our proxy (issue 24): the same answer whether or not the e-mail has an account. */
export const RequestPasswordResetRequest = z.strictObject({ email: Email });
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequest>;

/** The token of the e-mailed link and the new password; a token works once, for an hour. */
export const ResetPasswordRequest = z.strictObject({
  token: z
    .string({ error: 'The link has no token' })
    .min(10)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  newPassword: Password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** better-auth's e-mail check token is a signed JWT: letters, digits, '-', '_' and dots. */
export const VerifyEmailRequest = z.strictObject({
  token: z
    .string({ error: 'The link has no token' })
    .min(10)
    .max(2000)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'The link is not valid' }),
});

export const DevMailboxQuery = z.object({
  limit: optionalParam(z.coerce.number().int().min(1).max(100)),
  before: optionalParam(z.iso.datetime({ offset: true })),
});
export type DevMailboxQuery = z.infer<typeof DevMailboxQuery>;

export const DevMail = z.object({
  id: z.uuid(),
  kind: z.enum(['reset_password', 'verify_email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMail>;
