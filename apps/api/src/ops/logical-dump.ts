import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { SESSION_TABLES, type BackupManifest, type BackupWriter } from './backup-file';

const ROWS_PER_ENTRY = 2_000;

type Runner = Pick<AppDb, 'execute'>;

async function rowsOf<T>(db: Runner, query: string): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer { rows }.
  const result = await db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Tables that triggers fill from other tables: a restore rebuilds their rows as it inserts those (workout_exercise_stats
 * from workout_sets, migration 0014), so a backup leaves them out rather than insert them twice.
 */
const DERIVED_TABLES = ['workout_exercise_stats'];

/**
 * The tables of the public schema but schema_migrations (which a restore rebuilds by migrating), the derived ones and
 * the sessions' (SESSION_TABLES), by name.
 */
export async function listTables(db: Runner): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations' ORDER BY 1`,
  );
  return rows.map((row) => row.name).filter((name) => !DERIVED_TABLES.includes(name) && !SESSION_TABLES.includes(name));
}

/** The columns a row can be written with (generated columns are computed by the database). */
async function writableColumns(db: Runner, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = ${quoteLiteral(`public.${quoteIdent(table)}`)}::regclass
     AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
  );
  return rows.map((row) => row.name);
}

/**
 * Writes every table's rows into the backup, inside one transaction that the caller opened: PGlite runs nothing
 * else meanwhile (one connection), and PostgreSQL's repeatable-read snapshot sees one moment.
 */
export async function dumpTables(
  db: Runner,
  writer: BackupWriter,
  order: string[],
): Promise<Pick<BackupManifest, 'tables' | 'sequences'>> {
  const tables: BackupManifest['tables'] = [];
  for (const name of order) {
    const columns = await writableColumns(db, name);
    const list = columns.map(quoteIdent).join(', ');
    await db.execute(
      sql.raw(
        `DECLARE lifeorbit_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM (SELECT ${list} FROM public.${quoteIdent(name)}) t`,
      ),
    );
    const entries: string[] = [];
    let rows = 0;
    for (;;) {
      const batch = await rowsOf<{ j: string }>(db, `FETCH ${ROWS_PER_ENTRY} FROM lifeorbit_backup`);
      if (batch.length === 0) break;
      const entry = `tables/${name}/${String(entries.length + 1).padStart(6, '0')}.ndjson`;
      await writer.addBuffer(entry, Buffer.from(`${batch.map((row) => row.j).join('\n')}\n`));
      entries.push(entry);
      rows += batch.length;
    }
    await db.execute(sql.raw('CLOSE lifeorbit_backup'));
    tables.push({ name, columns, rows, entries });
  }
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    db,
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return { tables, sequences };
}

/** Tables in an order where each comes after those it references (a foreign key to itself aside). */
export async function tablesInDependencyOrder(db: Runner, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
     JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Inserts one entry's rows (JSON lines) into a table: PostgreSQL parses them, so every value keeps its exact text. */
export async function insertRows(db: Runner, table: BackupManifest['tables'][number], lines: string): Promise<void> {
  const rows = lines.split('\n').filter((line) => line !== '');
  if (rows.length === 0) return;
  const list = table.columns.map(quoteIdent).join(', ');
  const target = `public.${quoteIdent(table.name)}`;
  await db.execute(
    sql`${sql.raw(`INSERT INTO ${target} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(null::${target}, `)}${`[${rows.join(',')}]`}${sql.raw('::json)')}`,
  );
}

export async function restoreSequences(db: Runner, sequences: BackupManifest['sequences']): Promise<void> {
  for (const { name, value } of sequences) {
    const target = quoteLiteral(`public.${quoteIdent(name)}`);
    await db.execute(
      sql.raw(
        value === null ? `SELECT setval(${target}, 1, false)` : `SELECT setval(${target}, ${BigInt(value)}, true)`,
      ),
    );
  }
}
