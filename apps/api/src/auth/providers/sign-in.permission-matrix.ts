import crypto from 'node:crypto';
import { account } from '../../db/schema';
import { getRuntime } from '../../../test/harness';
import { everyone, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Ways to sign in (issue 29): the buttons are public, a member's ways in are their own. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/sign-in/providers', expect: everyone(200) },
    { method: 'GET', route: '/api/sign-in/ways', expect: signedIn(200) },
    {
      method: 'DELETE',
      route: '/api/sign-in/ways/:provider',
      // Each signed-in actor gets an identity server link of its own to remove (its password stays).
      path: async (f, actor) => {
        if (actor !== 'anonymous') {
          const { database } = await getRuntime();
          await database.db.insert(account).values({
            id: crypto.randomUUID(),
            accountId: crypto.randomUUID(),
            providerId: 'oidc',
            userId: f.members[actor].id,
          });
        }
        return '/api/sign-in/ways/oidc';
      },
      expect: signedIn(200),
    },
  ],
};
