import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Readiness (issue 6): own check-ins only, so every member gets 200 and nobody sees another's. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    {
      method: 'PUT',
      route: '/api/readiness',
      body: () => ({ day: '2026-11-21', energy: 70 }),
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/readiness/latest', expect: signedIn(200) },
    { method: 'GET', route: '/api/readiness', expect: signedIn(200) },
  ],
};
