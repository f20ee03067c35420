import { insertPasskey } from '../../../test/passkey-fixtures';
import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** A member's passkeys (issue 29, item 4): their own only. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    // Each signed-in actor gets a passkey of its own to rename and to remove (its password stays); another member's
    // passkey is a 404 (passkeys.test.ts).
    {
      method: 'PATCH',
      route: '/api/sign-in/passkeys/:passkeyId',
      path: async (f, actor) =>
        `/api/sign-in/passkeys/${actor === 'anonymous' ? 'none' : await insertPasskey(f.members[actor].id)}`,
      body: () => ({ name: 'Work laptop' }),
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/sign-in/passkeys/:passkeyId',
      path: async (f, actor) =>
        `/api/sign-in/passkeys/${actor === 'anonymous' ? 'none' : await insertPasskey(f.members[actor].id)}`,
      expect: signedIn(200),
    },
  ],
};
