import { sql } from 'drizzle-orm';
import { grantRole } from '../auth';
import { queryRows } from '../core/db';
import type { AppDb } from '../db/client';

/**
 * The demo ambassador's programme (issue 22): a profile with the code DEMO2026 and a 10% rate, the demo member as
 * their referral, a battle over the last three weeks of the demo member's training (ended: its result is frozen the
 * first time it is read), an upcoming battle whose invitation is pending (the avatar menu's "1 invite"), a verified
 * deal with its commission, and a pending one. Idempotent: a second run finds the profile and stops.
 */
export async function seedDemoAmbassador(db: AppDb, ambassadorId: string, memberId: string, adminId: string) {
  const existing = await queryRows(db, sql`SELECT 1 FROM ambassador_profiles WHERE user_id = ${ambassadorId}`);
  if (existing.length > 0) return;
  // DEMO2026 unless another ambassador has it (then the column's default makes one up).
  const [profile] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ambassador_profiles (user_id, referral_code, commission_rate_bps)
        SELECT ${ambassadorId}, CASE WHEN EXISTS (SELECT 1 FROM ambassador_profiles WHERE referral_code = 'DEMO2026')
          THEN upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)) ELSE 'DEMO2026' END, 1000
        RETURNING id`,
  );
  const id = profile!.id;
  await grantRole(db, ambassadorId, 'ambassador', adminId);
  await db.execute(sql`INSERT INTO referrals (member_user_id, ambassador_id) VALUES (${memberId}, ${id})
                       ON CONFLICT (member_user_id) DO NOTHING`);
  const battle = (name: string, description: string, from: string, to: string, metric: string, prize: string) =>
    queryRows<{ id: string }>(
      db,
      sql`INSERT INTO battles (name, description, starts_at, ends_at, time_zone, metric, prize, published_at, created_by)
          VALUES (${name}, ${description}, date_trunc('day', now()) + ${from}::interval,
            date_trunc('day', now()) + ${to}::interval, 'Europe/Madrid', ${metric}, ${prize},
            now() - interval '30 days', ${adminId}) RETURNING id`,
    ).then((rows) => rows[0]!.id);
  const ended = await battle(
    'Autumn volume battle',
    'Three weeks: the team that lifts the most total volume wins.',
    '-22 days',
    '-1 day',
    'volume',
    'A year of LifeOrbit for the whole team',
  );
  const upcoming = await battle(
    'Winter consistency battle',
    'Most training days over two weeks.',
    '7 days',
    '21 days',
    'training_days',
    'Team hoodies',
  );
  await db.execute(sql`INSERT INTO battle_invitations (battle_id, ambassador_id, status, answered_at)
                       VALUES (${ended}, ${id}, 'accepted', now() - interval '25 days'),
                              (${upcoming}, ${id}, 'pending', NULL)`);
  const [verified] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ambassador_deals (ambassador_id, partner, description, amount_minor, currency, deal_date, proof_url,
          status, decided_by, decided_at)
        VALUES (${id}, 'Gimnasio Norte', '25 annual memberships', 125000, 'EUR', current_date - 10,
          'https://example.com/contracts/gimnasio-norte.pdf', 'verified', ${adminId}, now() - interval '9 days')
        RETURNING id`,
  );
  // 1,250.00 EUR at 10% = 125.00 EUR.
  await db.execute(sql`INSERT INTO payout_entries (ambassador_id, kind, deal_id, amount_minor, currency, rate_bps, status)
                       VALUES (${id}, 'commission', ${verified!.id}, 12500, 'EUR', 1000, 'approved')`);
  await db.execute(sql`INSERT INTO ambassador_deals (ambassador_id, partner, description, amount_minor, currency, deal_date)
                       VALUES (${id}, 'Sala Fit Cluj', 'Corporate plan for 40 staff', 480000, 'RON', current_date - 2)`);
}
