import type { SQL } from 'drizzle-orm';
import { getRuntime } from './harness';

/** Helpers of the life-areas module's API tests (not a test file itself): answers as loose JSON, rows by SQL. */

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

export async function rows<T>(query: SQL): Promise<T[]> {
  const result = await (await getRuntime()).database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
