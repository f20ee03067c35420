import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { call, getRuntime, signUp } from '../../test/harness';
import { BackupError, readEntries, SESSION_TABLES, verifyBackup } from './backup-file';
import { createBackupFile } from './backup';
import { restoreBackup } from './restore';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every table's row count, and one hash over every set row: what a restore must bring back unchanged. */
async function fingerprint(database: Database) {
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await run<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await run<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM public."${name}"`));
    counts[name] = row!.n;
  }
  const [sets] = await run<{ hash: string }>(
    sql`SELECT md5(coalesce(string_agg(row_to_json(s)::text, '|' ORDER BY s.id), '')) AS hash FROM workout_sets s`,
  );
  return { counts, setsHash: sets!.hash };
}

async function logSomeSets() {
  const member = await signUp();
  const listed = (await (await call('GET', '/api/exercises?limit=20', { cookie: member.cookie })).json()) as {
    items: { id: string; effortMode: string }[];
  };
  const exercises = { items: listed.items.filter((exercise) => exercise.effortMode === 'reps') };
  const workoutId = crypto.randomUUID();
  await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: workoutId } });
  const workoutExerciseId = crypto.randomUUID();
  await call('POST', `/api/workouts/${workoutId}/exercises`, {
    cookie: member.cookie,
    body: { id: workoutExerciseId, exerciseId: exercises.items[0]!.id },
  });
  for (let i = 0; i < 3; i++) {
    const response = await call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), weight: 60 + i * 2.5, reps: 8, rpe: 8.5 },
    });
    expect(response.status).toBe(201);
  }
}

describe('backup and restore', () => {
  const file = path.join(work, 'backup.tar.gz');
  const config = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    BETTER_AUTH_SECRET: undefined,
    PG_BIN_DIR: undefined,
  });

  beforeAll(async () => {
    await logSomeSets();
    const { database, config: runtimeConfig } = await getRuntime();
    fs.writeFileSync(path.join(work, 'auth-secret'), 'a-generated-secret-a-generated-secret-0123');
    await createBackupFile(
      database,
      { ...config(work), DATABASE_URL: runtimeConfig.DATABASE_URL ?? process.env.TEST_DATABASE_URL },
      file,
    );
  });

  it('writes a file that names every entry with its checksum, and the generated auth secret', async () => {
    const { database } = await getRuntime();
    const { manifest, authSecret } = await verifyBackup(file);
    expect(manifest.source).toBe(database.kind);
    expect(authSecret).toBe('a-generated-secret-a-generated-secret-0123');
    if (manifest.kind === 'logical') {
      const before = await fingerprint(database);
      for (const table of manifest.tables) expect(table.rows, table.name).toBe(before.counts[table.name]);
    }
  });

  it('holds no session and no one-time token (issue 36): the file alone cannot sign anyone in', async () => {
    const { database } = await getRuntime();
    const before = await fingerprint(database);
    expect(before.counts.session).toBeGreaterThan(0);
    const { manifest } = await verifyBackup(file);
    expect(manifest.tables.map((table) => table.name)).not.toContain('session');
    expect(manifest.tables.map((table) => table.name)).not.toContain('verification');
    const names: string[] = [];
    await readEntries(file, async (name, content) => {
      names.push(name);
      for await (const chunk of content) void chunk;
    });
    expect(names.filter((name) => SESSION_TABLES.some((table) => name.startsWith(`tables/${table}/`)))).toEqual([]);
    if (manifest.kind === 'pg_dump') expect(manifest.tables).toEqual([]);
  });

  // A fresh PGlite database and its migrations: seconds on a quiet machine, far more on a loaded one.
  it(
    'restores a logical backup into an empty PGlite folder with every row and set unchanged',
    { timeout: 180_000 },
    async () => {
      const { database } = await getRuntime();
      const { manifest } = await verifyBackup(file);
      if (manifest.kind !== 'logical') return; // a pg_dump restores into PostgreSQL: bench/backup-restore.mjs
      const before = await fingerprint(database);
      const dataDir = path.join(work, 'restored');
      const result = await restoreBackup(file, config(dataDir));
      // Every row but the migrations', the sessions' (left out) and the sets' summary, which the restore rebuilds
      // from the sets (below).
      expect(result.rows).toBe(
        Object.values(before.counts).reduce((a, b) => a + b, 0) -
          before.counts.schema_migrations! -
          before.counts.workout_exercise_stats! -
          SESSION_TABLES.reduce((sum, table) => sum + before.counts[table]!, 0),
      );
      expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(
        'a-generated-secret-a-generated-secret-0123',
      );
      const restored = await openDatabase({ dataDir });
      try {
        // Everyone is signed out: the session tables come back empty.
        const signedOut = { ...before.counts, ...Object.fromEntries(SESSION_TABLES.map((table) => [table, 0])) };
        expect(await fingerprint(restored)).toEqual({ ...before, counts: signedOut });
      } finally {
        await restored.close();
      }
      // A second restore into the same folder is refused, and leaves it as it was.
      await expect(restoreBackup(file, config(dataDir))).rejects.toThrow(/already holds a database/);
    },
  );

  it('refuses a damaged file before writing anything', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const dataDir = path.join(work, 'never');
    await expect(restoreBackup(damaged, config(dataDir))).rejects.toBeInstanceOf(BackupError);
    expect(fs.existsSync(dataDir)).toBe(false);
    fs.writeFileSync(damaged, 'not a backup');
    await expect(restoreBackup(damaged, config(dataDir))).rejects.toThrow(/Not a readable LifeOrbit backup/);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
