import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'PATCH', route: '/api/profile', body: () => ({ weightUnit: 'kg' }), expect: signedIn(200) },
    // The fitness profile (issue 17): the caller's own, never another member's.
    { method: 'GET', route: '/api/fitness/profile', expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/fitness/profile',
      body: () => ({ heightCm: 180, goal: 'strength' }),
      expect: signedIn(200),
    },
  ],
};
