import { sql } from 'drizzle-orm';
import { getRuntime } from './harness';

let scanQuery: ((marker: string) => string) | null = null;

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** How to read a column as text: JSON for json, jsonb and arrays (so their strings can be picked out), else as is. */
function asText(column: Column): { expression: string; isJson: boolean } {
  const name = `"${column.column_name.replace(/"/g, '""')}"`;
  if (column.data_type === 'json' || column.data_type === 'jsonb') return { expression: `${name}::text`, isJson: true };
  if (column.data_type === 'ARRAY') return { expression: `array_to_json(${name})::text`, isJson: true };
  return { expression: `${name}::text`, isJson: false };
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsIn(v)]);
  return [];
}

/**
 * Every stored text (a text or varchar column, or a string inside json, jsonb or an array) that contains `marker`,
 * in any table: one statement over the whole database. `marker` must be letters and digits.
 */
export async function findStoredText(marker: string): Promise<string[]> {
  if (!/^[a-z0-9]+$/i.test(marker)) throw new Error('a marker is letters and digits');
  const { database } = await getRuntime();
  if (!scanQuery) {
    const result = await database.db.execute(
      sql`SELECT table_name, column_name, data_type FROM information_schema.columns
          WHERE table_schema = 'public'
            AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
          ORDER BY table_name, column_name`,
    );
    const columns = (result as unknown as { rows: Column[] }).rows;
    scanQuery = (value) =>
      columns
        .map((column) => {
          const { expression, isJson } = asText(column);
          const table = `"${column.table_name.replace(/"/g, '""')}"`;
          return `SELECT ${isJson} AS is_json, ${expression} AS value FROM ${table} WHERE ${expression} LIKE '%${value}%'`;
        })
        .join(' UNION ALL ');
  }
  const result = await database.db.execute(sql.raw(scanQuery(marker)));
  const rows = (result as unknown as { rows: { is_json: boolean; value: string }[] }).rows;
  return rows.flatMap((row) =>
    (row.is_json ? stringsIn(JSON.parse(row.value)) : [row.value]).filter((text) => text.includes(marker)),
  );
}
