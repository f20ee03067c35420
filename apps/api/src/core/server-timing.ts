import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

/**
 * Where a request's time goes, in a `Server-Timing` header (SERVER_TIMING=true; off by default, and then nothing
 * here runs): `session` the session check (its SQL included), `sql` the other statements (from the call until the
 * rows are read, waiting for a pooled connection included), `validate` the zod checks of params, query and body,
 * `app` the rest (routing, middleware, building and serialising the answer) and `total`. `npm run bench:api` reads
 * it to show where the time goes. Off in production: the header would tell any caller how long the database took.
 */
interface Phases {
  session: number;
  sql: number;
  validate: number;
  inSession: boolean;
}

const store = new AsyncLocalStorage<Phases>();
let enabled = false;

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function serverTiming(): MiddlewareHandler {
  enabled = true;
  return async (c, next) => {
    const phases: Phases = { session: 0, sql: 0, validate: 0, inSession: false };
    const started = performance.now();
    await store.run(phases, next);
    const total = performance.now() - started;
    const app = Math.max(0, total - phases.session - phases.sql - phases.validate);
    const value = [
      `session;dur=${round(phases.session)}`,
      `sql;dur=${round(phases.sql)}`,
      `validate;dur=${round(phases.validate)}`,
      `app;dur=${round(app)}`,
      `total;dur=${round(total)}`,
    ].join(', ');
    try {
      c.res.headers.set('Server-Timing', value);
    } catch {
      c.header('Server-Timing', value);
    }
  };
}

/** Times the session check of the request under way. */
export async function timeSession<T>(check: () => Promise<T>): Promise<T> {
  const phases = enabled ? store.getStore() : undefined;
  if (!phases) return check();
  const started = performance.now();
  phases.inSession = true;
  try {
    return await check();
  } finally {
    phases.inSession = false;
    phases.session += performance.now() - started;
  }
}

/** Times a synchronous check (validation) of the request under way. */
export function timeValidation<T>(check: () => T): T {
  const phases = enabled ? store.getStore() : undefined;
  if (!phases) return check();
  const started = performance.now();
  try {
    return check();
  } finally {
    phases.validate += performance.now() - started;
  }
}

/**
 * Called where a statement is sent, in the request's own async context (the pool's callbacks run in whichever
 * request released a connection, so the statement's end is tied to the phases found here); answers what to call when
 * its rows are read. Statements of the session check count in `session`.
 */
export function beginStatement(): (() => void) | undefined {
  const phases = enabled ? store.getStore() : undefined;
  if (!phases || phases.inSession) return undefined;
  const started = performance.now();
  return () => {
    phases.sql += performance.now() - started;
  };
}
