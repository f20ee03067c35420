import { everyone, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [{ method: 'GET', route: '/api/health', expect: everyone(200) }],
};
