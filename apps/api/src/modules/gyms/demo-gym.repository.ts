import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { setGymOfWorkoutsWithout } from '../workouts';

/**
 * The demo gym (issue 20): verified and public, the demo member's home gym and run by them, with equipment, opening
 * hours and plates (the standard gym's, so the demo member's suggestions stay the ones the other areas' tests expect),
 * and the demo member's workouts logged there so its page, leaderboard and recent workouts show real data.
 */
export const DEMO_GYM_SLUG = 'iron-temple-cluj';

const EQUIPMENT: [slug: string, count: number, notes: string | null][] = [
  ['barbell', 6, 'Olympic bars, 20 kg'],
  ['ez-bar', 2, null],
  ['dumbbell', 1, 'Pairs from 2 to 50 kg'],
  ['bench', 8, 'Flat and adjustable'],
  ['smith-machine', 1, null],
  ['cable-machine', 2, 'Dual pulley station'],
  ['machine', 10, null],
  ['pull-up-bar', 3, null],
  ['rowing-machine', 4, null],
];

const HOURS = [
  ...[0, 1, 2, 3, 4].map((day) => ({ day, opens: '06:00', closes: '23:00' })),
  { day: 5, opens: '08:00', closes: '20:00' },
  { day: 6, opens: '09:00', closes: '18:00' },
];

/** Creates the demo gym once (a second call finds it by its slug); answers its id. */
export async function seedDemoGym(db: AppDb, memberId: string): Promise<string> {
  const [found] = await queryRows<{ id: string }>(db, sql`SELECT id FROM gyms WHERE slug = ${DEMO_GYM_SLUG}`);
  if (found) return found.id;
  const [gym] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO gyms (name, slug, city, address, description, opening_hours, status, is_public, owner_user_id)
        VALUES ('Iron Temple', ${DEMO_GYM_SLUG}, 'Cluj-Napoca', 'Strada Memorandumului 28',
          ${'A strength gym in the centre of Cluj: six platforms, calibrated plates, chalk welcome.\nCoaches on the floor every evening.'},
          ${JSON.stringify(HOURS)}::jsonb, 'verified', true, ${memberId})
        RETURNING id`,
  );
  const gymId = gym!.id;
  await db.execute(sql`INSERT INTO gym_members (gym_id, user_id, role, is_home, leaderboard_opt_in)
    VALUES (${gymId}, ${memberId}, 'admin', true, true)
    ON CONFLICT (gym_id, user_id) DO NOTHING`);
  await db.execute(sql`INSERT INTO gym_equipment (gym_id, equipment_id, count, notes)
    SELECT ${gymId}, e.id, v.count, v.notes
    FROM (VALUES ${sql.join(
      EQUIPMENT.map(([slug, count, notes]) => sql`(${slug}, ${count}::int, ${notes}::text)`),
      sql`, `,
    )}) AS v(slug, count, notes)
    JOIN equipment e ON e.slug = v.slug`);
  await db.execute(sql`INSERT INTO gym_plate_profiles (gym_id, barbell_kg, ezbar_kg, fixed_kg, plates_kg_per_side,
      single_min_increment_kg, stack_increment_kg, aux_increments_kg)
    SELECT ${gymId}, barbell_kg, ezbar_kg, fixed_kg, plates_kg_per_side, single_min_increment_kg, stack_increment_kg,
      aux_increments_kg
    FROM plate_profiles WHERE slug = 'standard-gym'`);
  await setGymOfWorkoutsWithout(db, memberId, gymId);
  return gymId;
}
