import { everyone, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** The OpenAPI document (issue 41): public, for anyone, signed in or not. */
export const permissionMatrix: AreaMatrix = {
  rows: [{ method: 'GET', route: '/api/openapi.json', expect: everyone(200) }],
};
