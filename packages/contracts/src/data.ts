import { z } from 'zod';
import { Email, Password } from './auth';
import { singleLineText } from './text';

/** Import, export and the account (issue 24, ADR 032). */

/** The largest file an import takes: a Strong export of ten years is a few megabytes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The media types an import upload may carry (the file's own bytes are the body). */
export const IMPORT_MEDIA_TYPES = [
  'text/csv',
  'text/plain',
  'application/json',
  'application/vnd.ms-excel',
  // Watches, phones and Strava (issue 42): FIT, GPX, TCX, Apple Health's export.xml, a zip of many, a .gz of one.
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
  'application/gzip',
  'application/xml',
  'text/xml',
  'application/gpx+xml',
  'application/vnd.garmin.tcx+xml',
] as const;
/**
 * The largest zip (a Strava or Garmin bulk export) or Apple Health export (issue 42): streamed to a temporary file or
 * parsed as it arrives, never held in memory. Any other file stays within IMPORT_MAX_BYTES.
 */
export const IMPORT_ARCHIVE_MAX_BYTES = 1024 * 1024 * 1024;
export const IMPORT_SOURCES = ['strong', 'hevy', 'lifeorbit', 'fit', 'gpx', 'tcx', 'apple_health', 'zip'] as const;
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

export const BrokenRow = z.object({
  line: z.number().int(),
  field: z.string(),
  code: z.string(),
  /** The file the row is in: a member of a zip (issue 42), or null for the uploaded file itself. */
  file: z.string().nullable(),
});
export type BrokenRow = z.infer<typeof BrokenRow>;

/** The sports of a device import (issue 42): what each activity's sport is read as. */
export const ACTIVITY_SPORTS = [
  'running',
  'treadmill_running',
  'cycling',
  'indoor_cycling',
  'walking',
  'hiking',
  'swimming',
  'rowing',
  'elliptical',
  'strength',
  'other',
] as const;
export type ActivitySport = (typeof ACTIVITY_SPORTS)[number];

/**
 * The activities of one sport in a device import (issue 42). `name` is the exercise name its sets are staged under
 * (one of `exercises`): choose another exercise for the whole sport with PUT .../mappings and that name. Null for a
 * watch's strength sessions, whose sets name their own exercises (each in `exercises`).
 */
export const ImportActivitySport = z.object({
  sport: z.enum(ACTIVITY_SPORTS),
  name: z.string().nullable(),
  activities: z.number().int(),
  distanceM: z.number(),
  /** Of `activities`, those the account already has (the same start within 2 minutes and about the same length). */
  alreadyHere: z.number().int(),
});
export type ImportActivitySport = z.infer<typeof ImportActivitySport>;

/** Staging's progress, updated as the file is read (GET /api/data/imports/:id while `status` is 'staging'). */
export const ImportProgress = z.object({ bytesRead: z.number().int(), rowsRead: z.number().int() });

export const IMPORT_STATUSES = ['staging', 'staged', 'importing', 'done', 'undone'] as const;

/** An import as the dry run shows it, and after the import its result. */
export const ImportPreview = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: ImportProgress,
  /** Device imports (issue 42): activities per sport; empty for Strong, Hevy and our own export. */
  sports: z.array(ImportActivitySport),
  /** Activities found twice in the file itself (the same run as FIT and as GPX): staged once. */
  duplicatesInFile: z.number().int(),
  /** Apple Health: days of body measurements (body mass, body fat) and of resting HR or sleep the import brings. */
  health: z.object({ measurementDays: z.number().int(), dailyDays: z.number().int() }),
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

/** GET /api/data/imports: the member's recent imports, newest first (to follow a staging's progress, or undo one). */
export const ImportListItem = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: ImportProgress,
  workoutsCreated: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportListItem = z.infer<typeof ImportListItem>;
export const ImportListResponse = z.object({ imports: z.array(ImportListItem) });
export type ImportListResponse = z.infer<typeof ImportListResponse>;

/**
 * DELETE /api/data/imports/:id (issue 42): an import that ran is undone whole. Every workout it created goes (with its
 * sets and activity), and every body measurement and daily health row it wrote; nothing else. A staged import is
 * simply removed. The import stays listed as 'undone'.
 */
export const ImportUndoResponse = z.object({
  workoutsRemoved: z.number().int(),
  measurementsRemoved: z.number().int(),
  dailyRemoved: z.number().int(),
});
export type ImportUndoResponse = z.infer<typeof ImportUndoResponse>;

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
