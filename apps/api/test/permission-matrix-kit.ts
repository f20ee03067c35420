import type { TestMember } from './harness';

/**
 * What an area's permission-matrix rows are made of. Each module keeps its rows beside its routes, in
 * `src/modules/<module>/<module>.permission-matrix.ts` exporting `permissionMatrix`; permission-matrix.test.ts
 * collects them for every module the app registers (ADR 018).
 */
export type Actor = 'anonymous' | 'memberA' | 'memberB' | 'ambassador' | 'gymAdmin' | 'mentor' | 'superadmin';
export const ACTORS: Actor[] = ['anonymous', 'memberA', 'memberB', 'ambassador', 'gymAdmin', 'mentor', 'superadmin'];

export interface Fixtures {
  members: Record<Exclude<Actor, 'anonymous'>, TestMember>;
  /** Ids of rows made for the matrix (memberA's template, workout…, the superadmin's catalogue rows), for IDOR checks. */
  ids: Record<string, string>;
}

export interface MatrixRow {
  method: string;
  /** The route as registered (with :params). */
  route: string;
  /** The concrete path to call; defaults to the route. Gets memberA's fixtures for id routes (IDOR checks). */
  path?: (f: Fixtures, actor: Actor) => string | Promise<string>;
  body?: (f: Fixtures, actor: Actor) => unknown;
  expect: Record<Actor, number> | ((actor: Actor) => number);
  /** Routes served by a library under a wildcard; tested in their own suite. */
  note?: string;
}

export interface AreaMatrix {
  rows: MatrixRow[];
  /**
   * Makes the rows the area's routes need and records their ids in f.ids, before any row is called. Builders run in
   * the order the app registers its modules; a row another area also uses is made through a shared maker in
   * member-fixtures.ts, once, whichever area asks first. Rows that a route deletes or changes are made per call in
   * the row's `path`, so the order of calls does not matter.
   */
  buildFixtures?: (f: Fixtures) => Promise<void>;
}

/** The status a row expects for an actor. */
export function statusFor(row: MatrixRow, actor: Actor): number {
  return typeof row.expect === 'function' ? row.expect(actor) : row.expect[actor];
}

/**
 * Who a route serves: memberA when a member may call it, the ambassador when only ambassadors may (issue 22), the
 * superadmin otherwise (fuzzing, text walk).
 */
export function servingActor(row: MatrixRow): 'memberA' | 'ambassador' | 'superadmin' {
  if (statusFor(row, 'memberA') < 400) return 'memberA';
  return statusFor(row, 'ambassador') < 400 && statusFor(row, 'superadmin') >= 400 ? 'ambassador' : 'superadmin';
}

export const everyone = (status: number) => () => status;
export const signedIn = (status: number) => (actor: Actor) => (actor === 'anonymous' ? 401 : status);
export const superadminOnly = (status: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'superadmin' ? status : 403;
/** An id route of memberA's row: anyone else signed in gets 404 (never 403, never the row). */
export const ownerOnly = (status: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'memberA' ? status : 404;
