import type { Auth } from 'better-auth';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import type { ObjectStore } from '../../storage';
import type { AuthNeeds } from '../needs';
import { countTraining, deleteUser, passwordHashOf } from './account.repository';

const wrongPassword = () =>
  new AppError('validation_failed', 'The password is wrong', [
    { field: 'password', code: 'invalid_value', message: 'The password is wrong' },
  ]);

/**
 * Deletes the member's account once their password is given again (issue 24): their files first (the avatar), then
 * every row in one transaction, leaving an audit entry that says an account was deleted and how much went with it,
 * with no id, name or e-mail.
 */
export async function deleteAccount(
  db: AppDb,
  auth: Auth,
  storage: ObjectStore,
  needs: Pick<AuthNeeds, 'removeAvatar' | 'logAdminAction' | 'clearMemberTraining'>,
  userId: string,
  password: string,
): Promise<void> {
  const hash = await passwordHashOf(db, userId);
  if (!hash) throw wrongPassword();
  const context = await auth.$context;
  if (!(await context.password.verify({ hash, password }))) throw wrongPassword();
  await needs.removeAvatar(db, storage, userId);
  await db.transaction(async (tx) => {
    const counts = await countTraining(tx, userId);
    // What refers to the member's own exercises without a cascade goes first (workouts, then templates).
    await needs.clearMemberTraining(tx, userId);
    await deleteUser(tx, userId);
    await needs.logAdminAction(tx, {
      actorUserId: null,
      actionType: 'account.deleted',
      targetUserId: null,
      details: counts,
    });
  });
}
