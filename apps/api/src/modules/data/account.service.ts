import type { Auth } from 'better-auth';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import type { ObjectStore } from '../../storage';
import { removeAvatar } from '../profile';
import { deleteMember, passwordHashOf } from './account.repository';

const wrongPassword = () =>
  new AppError('validation_failed', 'The password is wrong', [
    { field: 'password', code: 'invalid_value', message: 'The password is wrong' },
  ]);

/**
 * Deletes the member's account once their password is given again (issue 24): their files first (the avatar), then
 * every row in one transaction, leaving an audit entry without personal data.
 */
export async function deleteAccount(
  db: AppDb,
  auth: Auth,
  storage: ObjectStore,
  userId: string,
  password: string,
): Promise<void> {
  const hash = await passwordHashOf(db, userId);
  if (!hash) throw wrongPassword();
  const context = await auth.$context;
  if (!(await context.password.verify({ hash, password }))) throw wrongPassword();
  await removeAvatar(db, storage, userId);
  await deleteMember(db, userId);
}
