import { insertToken } from '../../../test/token-fixtures';
import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** A member's personal access tokens (issue 41): their own only; a token itself never opens them (tokens.test.ts). */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/tokens', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/tokens',
      body: () => ({ name: 'Matrix script', scopes: { workouts: 'read' }, expiresInDays: 30 }),
      expect: signedIn(201),
    },
    // Each signed-in actor revokes a token of its own; another member's is a 404 (tokens.test.ts).
    {
      method: 'DELETE',
      route: '/api/tokens/:tokenId',
      path: async (f, actor) =>
        `/api/tokens/${actor === 'anonymous' ? 'none' : (await insertToken(f.members[actor].id)).id}`,
      expect: signedIn(200),
    },
  ],
};
