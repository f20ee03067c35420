import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Told of every query (its duration, whether it failed) and of an idle pooled connection's error. */
export interface DatabaseObserver {
  onQuery?: (seconds: number, failed: boolean) => void;
  onIdleError?: (err: Error) => void;
  /**
   * Called in the caller's async context where a statement is sent (the pool's own calls to its connections are not:
   * they run in whichever context released a connection); what it answers is called once the statement is done.
   */
  beginStatement?: () => (() => void) | undefined;
}

type Callback = (err: Error | null, result: unknown) => void;

/**
 * A node-postgres client class that times each query for the observer: pg.Pool makes its connections from it. The
 * pool calls query with a callback, Drizzle's transactions with a promise; both are timed.
 */
export function timedPgClient(observer: DatabaseObserver): typeof pg.Client {
  return class TimedClient extends pg.Client {
    override query(...args: unknown[]): never {
      const started = performance.now();
      const done = (failed: boolean) => observer.onQuery?.((performance.now() - started) / 1000, failed);
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (err: Error | null, result: unknown) => {
          done(err !== null && err !== undefined);
          (last as Callback)(err, result);
        };
      }
      // A promise-style call comes from our code (a transaction's statements); the pool calls with a callback.
      const end = typeof last === 'function' ? undefined : observer.beginStatement?.();
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (typeof last !== 'function' && result instanceof Promise) {
        result.then(
          () => {
            done(false);
            end?.();
          },
          () => {
            done(true);
            end?.();
          },
        );
      }
      return result as never;
    }
  };
}

/**
 * Tells the observer of each statement sent through the pool itself (`pool.query`, as Drizzle does outside
 * transactions), from the call: the time includes waiting for a free connection.
 */
export function observePoolStatements(pool: pg.Pool, observer: DatabaseObserver): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const end = observer.beginStatement?.();
    const result = query(...args);
    if (end && result instanceof Promise) result.then(end, end);
    return result;
  }) as typeof pool.query;
}

/** Times the queries Drizzle runs on PGlite: its own calls and those inside a transaction. */
export function timedPglite(client: PGlite, observer: DatabaseObserver): PGlite {
  const timed = <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const end = observer.beginStatement?.();
    return run().then(
      (value) => {
        observer.onQuery?.((performance.now() - started) / 1000, false);
        end?.();
        return value;
      },
      (err: unknown) => {
        observer.onQuery?.((performance.now() - started) / 1000, true);
        end?.();
        throw err;
      },
    );
  };
  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key === 'query') return (...args: Parameters<Transaction['query']>) => timed(() => target.query(...args));
        return Reflect.get(target, key) as unknown;
      },
    });
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return (...args: Parameters<PGlite['query']>) => timed(() => target.query(...args));
      if (key === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) => target.transaction((tx) => fn(wrapTransaction(tx)));
      }
      const value = Reflect.get(target, key) as unknown;
      // PGlite keeps its state in private fields: its methods must run on the real object.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
