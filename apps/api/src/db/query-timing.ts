import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Told of every query (its duration, whether it failed) and of an idle pooled connection's error. */
export interface DatabaseObserver {
  onQuery?: (seconds: number, failed: boolean) => void;
  onIdleError?: (err: Error) => void;
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
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (typeof last !== 'function' && result instanceof Promise) {
        result.then(
          () => done(false),
          () => done(true),
        );
      }
      return result as never;
    }
  };
}

/** Times the queries Drizzle runs on PGlite: its own calls and those inside a transaction. */
export function timedPglite(client: PGlite, observer: DatabaseObserver): PGlite {
  const timed = <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    return run().then(
      (value) => {
        observer.onQuery?.((performance.now() - started) / 1000, false);
        return value;
      },
      (err: unknown) => {
        observer.onQuery?.((performance.now() - started) / 1000, true);
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
