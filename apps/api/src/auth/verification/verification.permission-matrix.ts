import { everyone, signedIn, superadminOnly, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** The e-mail check (issue 24) and the development mailbox. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    // A token that is no token: refused, naming it, for everyone.
    {
      method: 'POST',
      route: '/api/data/verify-email',
      body: () => ({ token: 'not-a-real-token' }),
      expect: everyone(400),
    },
    { method: 'POST', route: '/api/data/verification-email', expect: signedIn(204) },
    { method: 'GET', route: '/api/admin/dev-mailbox', expect: superadminOnly(200) },
  ],
};
