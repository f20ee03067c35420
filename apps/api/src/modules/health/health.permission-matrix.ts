import { everyone, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/health', expect: everyone(200) },
    // For load balancers (issue 28): 200 while the database answers, for anyone.
    { method: 'GET', route: '/api/ready', expect: everyone(200) },
  ],
};
