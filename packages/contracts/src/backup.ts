import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './limits';
import { TOTP_DIGITS } from './two-factor';

/**
 * The superadmin's backup download (issue 28; issue 36, item 4). A backup is the whole database, so the password (and
 * the two-factor code, when two-factor is on) is asked again first: POST /api/admin/backup/ticket answers a ticket
 * that works once, for BACKUP_TICKET_SECONDS, and GET /api/admin/backup?ticket=... streams the file (a plain link, so
 * the browser writes it to disk as it comes).
 */
export const BACKUP_TICKET_SECONDS = 60;

export const BackupTicketRequest = z.strictObject({
  password: z
    .string({ error: 'Type your password' })
    .min(1, { error: 'Type your password' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  /** The authenticator app's code; needed when two-factor is on for this account. */
  code: z
    .string()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: `The code is ${TOTP_DIGITS} digits` })
    .optional(),
});
export type BackupTicketRequest = z.infer<typeof BackupTicketRequest>;

export const BackupTicketResponse = z.object({ ticket: z.string(), expiresInSec: z.number() });
export type BackupTicketResponse = z.infer<typeof BackupTicketResponse>;

export const BackupDownloadQuery = z.object({
  ticket: z
    .string({ error: 'Ask for a download ticket first (POST /api/admin/backup/ticket)' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a download ticket' }),
});
export type BackupDownloadQuery = z.infer<typeof BackupDownloadQuery>;
