import crypto from 'node:crypto';
import {
  BACKUP_TICKET_SECONDS,
  type BackupTicketRequest,
  type BackupTicketResponse,
} from '@lifeorbit/contracts/backup';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { enforceRateLimit, type RateLimit } from '../security';
import { credentialsOf } from './backup.repository';

/**
 * A backup holds the whole database (password hashes, sealed secrets, the generated auth secret), so its download
 * asks the superadmin's password again, and the two-factor code when two-factor is on (issue 36, item 4). Both are
 * checked by better-auth's own code: its password hasher (as deleting an account does) and its TOTP check
 * (auth.api.verifyTOTP on this session). The answer is a ticket that works once, for one minute, for this superadmin
 * only; it lives in better-auth's verification table (hashed), which backups leave out.
 */

/** Five tries a minute per superadmin: a stolen session cannot guess the password here. */
export const BACKUP_TICKET_LIMIT: RateLimit = { max: 5, windowMs: 60_000 };

const fieldError = (field: 'password' | 'code', code: 'invalid_value' | 'required', message: string) =>
  new AppError('validation_failed', message, [{ field, code, message }]);

const identifierOf = (ticket: string) =>
  `backup-download:${crypto.createHash('sha256').update(ticket).digest('base64url')}`;

type Deps = Pick<AppDeps, 'database' | 'auth'>;

interface TotpApi {
  verifyTOTP(request: { body: { code: string }; headers: Headers }): Promise<unknown>;
}

export async function issueBackupTicket(
  deps: Deps,
  userId: string,
  headers: Headers,
  input: BackupTicketRequest,
): Promise<BackupTicketResponse> {
  const db = deps.database.db;
  await enforceRateLimit(db, `backup-ticket:${userId}`, BACKUP_TICKET_LIMIT, Date.now());
  const context = await deps.auth.$context;
  const credentials = await credentialsOf(db, userId);
  if (!credentials?.hash) {
    throw fieldError('password', 'invalid_value', 'This account has no password: set one, or run npm run db:backup');
  }
  if (!(await context.password.verify({ hash: credentials.hash, password: input.password }))) {
    throw fieldError('password', 'invalid_value', 'The password is wrong');
  }
  if (credentials.twoFactorEnabled) {
    if (!input.code) throw fieldError('code', 'required', 'Type the code of your authenticator app');
    // better-auth's type in the deps does not list the two-factor plugin's endpoints (src/auth/sessions/auth.ts adds it).
    const api = deps.auth.api as unknown as TotpApi;
    const valid = await api.verifyTOTP({ body: { code: input.code }, headers }).then(
      () => true,
      () => false,
    );
    if (!valid) throw fieldError('code', 'invalid_value', 'The code is wrong');
  }
  const ticket = crypto.randomBytes(32).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(ticket),
    value: userId,
    expiresAt: new Date(Date.now() + BACKUP_TICKET_SECONDS * 1000),
  });
  return { ticket, expiresInSec: BACKUP_TICKET_SECONDS };
}

/** Uses the ticket up: a 400 naming it unless it is this superadmin's, unused and under a minute old. */
export async function redeemBackupTicket(deps: Deps, userId: string, ticket: string): Promise<void> {
  const context = await deps.auth.$context;
  const consumed = await context.internalAdapter.consumeVerificationValue(identifierOf(ticket));
  if (!consumed || consumed.value !== userId) {
    const message = 'The download ticket is used, expired or not yours: confirm your password again';
    throw new AppError('validation_failed', message, [{ field: 'ticket', code: 'invalid_value', message }]);
  }
}
