import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** Sets the gym's logo or cover URL; answers the one it replaces (null when none). */
export async function replaceImageUrl(
  db: AppDb,
  gymId: string,
  kind: 'logo' | 'cover',
  url: string | null,
): Promise<string | null> {
  const column = sql.identifier(kind === 'logo' ? 'logo_url' : 'cover_url');
  const rows = await queryRows<{ previous: string | null }>(
    db,
    sql`UPDATE gyms g SET ${column} = ${url}, updated_at = now()
        FROM (SELECT ${column} AS previous FROM gyms WHERE id = ${gymId} FOR UPDATE) old
        WHERE g.id = ${gymId} RETURNING old.previous`,
  );
  return rows[0]?.previous ?? null;
}
