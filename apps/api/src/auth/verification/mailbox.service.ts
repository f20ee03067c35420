import type { DevMail } from '@lifeorbit/contracts/data';
import type { AppDb } from '../../db/client';
import type { AuthNeeds } from '../needs';
import { listDevMail } from './mailbox.repository';

/**
 * A superadmin reads the development mailbox: a page of what the app would have e-mailed, password reset links
 * included (anyone who reads one can take that account). Every read is audited (issue 36, item 5): who read it, and
 * whose mails the page showed.
 */
export async function readDevMailbox(
  db: AppDb,
  logAdminAction: AuthNeeds['logAdminAction'],
  actorId: string,
  limit: number,
  before: string | null,
): Promise<DevMail[]> {
  const mails = await listDevMail(db, limit, before);
  await logAdminAction(db, {
    actorUserId: actorId,
    actionType: 'dev_mailbox_read',
    details: {
      mails: mails.length,
      resetLinks: mails.filter((mail) => mail.kind === 'reset_password').length,
      recipients: [...new Set(mails.map((mail) => mail.to))],
      before,
    },
  });
  return mails;
}
