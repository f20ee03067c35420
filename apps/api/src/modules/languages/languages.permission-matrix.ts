import { everyone, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [{ method: 'GET', route: '/api/languages', expect: everyone(200) }],
};
