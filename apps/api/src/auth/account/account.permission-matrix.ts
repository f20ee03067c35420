import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Deleting one's account (issue 24): called with a wrong password, so no actor is deleted. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    {
      method: 'DELETE',
      route: '/api/data/account',
      body: () => ({ password: 'not-the-password' }),
      expect: signedIn(400),
    },
  ],
};
