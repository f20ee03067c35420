import { sql } from 'drizzle-orm';
import { getRuntime } from '../../../test/harness';
import { superadminOnly, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Persona members (issue 24): superadmins only. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/personas', expect: superadminOnly(200) },
    {
      method: 'POST',
      route: '/api/personas',
      body: () => ({ persona: 'beginner', months: 1 }),
      expect: superadminOnly(201),
    },
    {
      method: 'GET',
      route: '/api/personas/:id/dashboard',
      path: async () => {
        const { database } = await getRuntime();
        const suffix = Math.random().toString(16).slice(2, 10).padEnd(8, '0');
        const id = `persona-matrix-${suffix}`;
        await database.db.execute(
          sql`INSERT INTO "user" (id, name, email, email_verified)
              VALUES (${id}, 'Matrix persona', ${`persona-beginner-${suffix}@personas.lifeorbit.app`}, true)`,
        );
        return `/api/personas/${id}/dashboard`;
      },
      expect: superadminOnly(200),
    },
  ],
};
