import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [{ method: 'PATCH', route: '/api/profile', body: () => ({ weightUnit: 'kg' }), expect: signedIn(200) }],
};
