import { superadminOnly, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Backups (issue 28): the whole database, so superadmins only (audited; see backup.routes.test.ts). */
export const permissionMatrix: AreaMatrix = {
  rows: [{ method: 'GET', route: '/api/admin/backup', expect: superadminOnly(200) }],
};
