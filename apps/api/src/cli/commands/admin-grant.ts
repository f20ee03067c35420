import { findUserIdByEmail, hasRole } from '../../auth';
import { grantUserRole } from '../../modules/admin';
import { CommandError, usageError, type CliCommand } from '../command';

/** Makes an existing account a superadmin, with the same audit entry as the admin area's role change. */
export const adminGrant: CliCommand = {
  usage: 'npm run admin:grant -- <email>',
  summary: 'makes an existing account a superadmin (audited)',
  async run({ deps, args, print }) {
    const [email] = args;
    if (!email || args.length !== 1) throw usageError(adminGrant);
    const { db } = deps.database;
    const userId = await findUserIdByEmail(db, email);
    if (!userId) throw new CommandError(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    if (await hasRole(db, userId, 'superadmin')) {
      print(`${email} is already a superadmin.`);
      return;
    }
    await grantUserRole(db, null, userId, 'superadmin');
    print(`${email} is now a superadmin.`);
  },
};
