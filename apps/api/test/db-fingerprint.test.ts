import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from './db-fingerprint';
import { getRuntime, signUp } from './harness';

// The fuzzing's and the text walk's "a refused write changes nothing" rests on this fingerprint.
describe('the database fingerprint', () => {
  it('moves on an insert, an update (even to the same value) and a delete, and not on a read or a rolled-back write', async () => {
    const { database } = await getRuntime();
    const member = await signUp();
    const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

    let before = await databaseFingerprint();
    await run(sql`SELECT * FROM profiles WHERE user_id = ${member.id}`);
    expect(await databaseFingerprint(), 'a read').toBe(before);

    await run(sql`UPDATE profiles SET display_name = display_name WHERE user_id = ${member.id}`);
    expect(await databaseFingerprint(), 'an update to the same value').not.toBe(before);

    before = await databaseFingerprint();
    await run(
      sql`INSERT INTO journal_entries (id, user_id, day, mood) VALUES (gen_random_uuid(), ${member.id}, '2026-01-02', 3)`,
    );
    const afterInsert = await databaseFingerprint();
    expect(afterInsert, 'an insert').not.toBe(before);

    await run(sql`DELETE FROM journal_entries WHERE user_id = ${member.id}`);
    expect(await databaseFingerprint(), 'a delete').not.toBe(afterInsert);

    before = await databaseFingerprint();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE profiles SET display_name = 'Rolled back' WHERE user_id = ${member.id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await databaseFingerprint(), 'a rolled-back write').toBe(before);
  });
});
