import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/profile', expect: signedIn(200) },
    { method: 'PATCH', route: '/api/profile', body: () => ({ weightUnit: 'kg' }), expect: signedIn(200) },
  ],
};
