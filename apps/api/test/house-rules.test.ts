import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of ADR 042 that ESLint checks with rules of our own (eslint-rules/api-data-rules.js) and its
 * max-lines: small files that exist only in memory, placed where a real file would stand, show what is refused.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function errorsOf(file: string, source: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const statement = `import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { Database } from '../../db/client';
export const run = (db: Database, id: string) => queryRows(db, sql\`UPDATE workouts SET title = 'x' WHERE id = \${id}\`);
`;

describe('SQL only in repositories (lifeorbit/sql-in-repositories)', () => {
  it('refuses a statement in a service, routes or plain file', async () => {
    for (const file of [
      'apps/api/src/modules/x/x.service.ts',
      'apps/api/src/modules/x/x.routes.ts',
      'apps/api/src/auth/x.ts',
    ]) {
      expect(await errorsOf(file, statement, 'lifeorbit/sql-in-repositories'), file).toEqual([
        expect.stringContaining('SQL belongs in a *.repository.ts file'),
        expect.stringContaining('SQL belongs in a *.repository.ts file'),
      ]);
    }
  });

  it("refuses drizzle's query builder outside a repository too", async () => {
    const source = `import { profiles } from '../../db/schema';
export const save = (db: any) => db.insert(profiles).values({ userId: 'u' });
`;
    expect(await errorsOf('apps/api/src/modules/x/x.service.ts', source, 'lifeorbit/sql-in-repositories')).toHaveLength(
      1,
    );
  });

  it('allows it in a repository, a file of SQL fragments and a test', async () => {
    for (const file of [
      'apps/api/src/modules/workouts/x.repository.ts',
      'apps/api/src/modules/workouts/x.sql.ts',
      'apps/api/src/modules/workouts/x.test.ts',
    ]) {
      expect(await errorsOf(file, statement, 'lifeorbit/sql-in-repositories'), file).toEqual([]);
    }
  });
});

describe("a table's writes in its owning module (lifeorbit/table-owner)", () => {
  it('refuses a write to a table another module owns', async () => {
    expect(await errorsOf('apps/api/src/modules/social/x.repository.ts', statement, 'lifeorbit/table-owner')).toEqual([
      expect.stringContaining("'workouts' belongs to the workouts module"),
    ]);
    const drizzle = `import { session } from '../../db/schema';
export const end = (db: any, id: string) => db.delete(session).where(id);
`;
    expect(await errorsOf('apps/api/src/modules/admin/x.repository.ts', drizzle, 'lifeorbit/table-owner')).toEqual([
      expect.stringContaining("'session' belongs to the auth module"),
    ]);
  });

  it("allows the owner, the owner's admin module and a read from anywhere", async () => {
    expect(await errorsOf('apps/api/src/modules/workouts/x.repository.ts', statement, 'lifeorbit/table-owner')).toEqual(
      [],
    );
    const catalogueWrite = statement.replace('UPDATE workouts SET title', 'UPDATE exercises SET slug');
    expect(
      await errorsOf('apps/api/src/modules/admin-catalogue/x.repository.ts', catalogueWrite, 'lifeorbit/table-owner'),
    ).toEqual([]);
    const read = statement.replace("UPDATE workouts SET title = 'x' WHERE", 'SELECT * FROM workouts WHERE');
    expect(await errorsOf('apps/api/src/modules/social/x.repository.ts', read, 'lifeorbit/table-owner')).toEqual([]);
  });

  it('names an owner for every table the migrations create, and only those', () => {
    const migrations = path.join(repoRoot, 'apps/api/src/db/migrations');
    const created = new Set<string>();
    for (const file of fs.readdirSync(migrations).sort()) {
      const text = fs.readFileSync(path.join(migrations, file), 'utf8');
      for (const [, name] of text.matchAll(/create table (?:if not exists )?"?([a-z_0-9]+)"?/gi))
        created.add(name!.toLowerCase());
      for (const [, name] of text.matchAll(/drop table (?:if exists )?"?([a-z_0-9]+)"?/gi))
        created.delete(name!.toLowerCase());
    }
    const owners = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/api/src/db/table-owners.json'), 'utf8')) as {
      owners: Record<string, string[]>;
    };
    const owned = Object.values(owners.owners).flat();
    expect(new Set(owned).size, 'a table has two owners').toBe(owned.length);
    expect(
      [...created].filter((table) => !owned.includes(table)),
      'tables with no owner',
    ).toEqual([]);
    expect(
      owned.filter((table) => !created.has(table)),
      'owners of tables no migration creates',
    ).toEqual([]);
  });
});

describe('no file over 400 lines (max-lines)', () => {
  it('refuses the 401st line of a source or test file', async () => {
    const long = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    for (const file of [
      'apps/api/src/modules/x/x.service.ts',
      'apps/web/src/features/x/x.tsx',
      'e2e/tests/x.spec.ts',
    ]) {
      expect(await errorsOf(file, long, 'max-lines'), file).toEqual([
        expect.stringContaining('Maximum allowed is 400'),
      ]);
    }
    expect(
      await errorsOf('apps/api/src/modules/x/x.service.ts', long.split('\n').slice(0, 400).join('\n'), 'max-lines'),
    ).toEqual([]);
  });
});
