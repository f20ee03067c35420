import { signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Insights (issue 18): each member reads only statements about their own data. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    {
      method: 'GET',
      route: '/api/insights',
      path: () => '/api/insights?today=2026-11-25&tz=Europe/Madrid',
      expect: signedIn(200),
    },
  ],
};
