import { eq } from 'drizzle-orm';
import { session } from '../../db/schema';
import { getRuntime, signUp } from '../../../test/harness';
import { superadminOnly, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** The admin area (issue 9): superadmins only. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/admin/overview', expect: superadminOnly(200) },
    { method: 'GET', route: '/api/admin/users', expect: superadminOnly(200) },
    {
      method: 'GET',
      route: '/api/admin/users/:id',
      path: (f) => `/api/admin/users/${f.members.memberA.id}`,
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/users/:id/roles',
      path: (f) => `/api/admin/users/${f.members.memberA.id}/roles`,
      body: () => ({ role: 'mentor' }),
      expect: superadminOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/admin/users/:id/roles/:role',
      path: (f) => `/api/admin/users/${f.members.memberA.id}/roles/mentor`,
      expect: superadminOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/admin/users/:id/sessions/:sessionId',
      path: async () => {
        const target = await signUp();
        const { database } = await getRuntime();
        const [row] = await database.db.select({ id: session.id }).from(session).where(eq(session.userId, target.id));
        return `/api/admin/users/${target.id}/sessions/${row!.id}`;
      },
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/users/:id/ban',
      path: async () => `/api/admin/users/${(await signUp()).id}/ban`,
      body: () => ({ reason: 'matrix' }),
      expect: superadminOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/admin/users/:id/ban',
      path: (f) => `/api/admin/users/${f.members.memberB.id}/ban`,
      expect: superadminOnly(200),
    },
    { method: 'GET', route: '/api/admin/settings', expect: superadminOnly(200) },
    {
      method: 'PUT',
      route: '/api/admin/settings',
      body: () => ({ warmupStrategy: 'ramped' }),
      expect: superadminOnly(200),
    },
    { method: 'GET', route: '/api/admin/coach-logs', expect: superadminOnly(200) },
    { method: 'GET', route: '/api/admin/audit', expect: superadminOnly(200) },
  ],
};
