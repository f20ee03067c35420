import type http from 'node:http';
import net from 'node:net';
import type { AppDeps } from '../core/deps';
import type { ControlSocket } from '../ops/control-socket';

export const DRAIN_TIMEOUT_MS = 10_000;
const IDLE_GRACE_MS = 1_000;
/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle timeouts of what
 * sits in front (a load balancer's 60 s, a proxy's or a test runner's pool): the server then closes a connection
 * just as the client sends the next request on it, which the client sees as ECONNRESET. Above 65 s, the client side
 * closes first. Shutdown does not wait for them: it closes the idle ones itself (drainAndClose).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 70_000;

/** Keep-alive above the proxies' idle timeouts, and the headers' timeout above that (a lower one cuts a reused connection). */
export function keepConnectionsOpen(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * A graceful stop (ADR 022): /api/ready answers 503 from now on, the server takes no new connection, answers close
 * their keep-alive connection, the requests in flight finish (up to 10 s, then they are cut), and the database
 * closes cleanly. Resolves with the exit code.
 */
export async function drainAndClose(options: {
  server: http.Server;
  runtime: Pick<AppDeps, 'obs' | 'database' | 'config'>;
  control: ControlSocket | null;
  signal: string;
  /** Stops what runs beside the requests (the webhook deliveries) once they are done, before the database closes. */
  beforeClose?: () => Promise<void>;
}): Promise<number> {
  const { server, runtime, control, signal } = options;
  const { logger, lifecycle } = runtime.obs;
  lifecycle.startDraining();
  logger.info(`${signal}: finishing the requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s), then stopping`);
  const delayMs = runtime.config.SHUTDOWN_DELAY * 1000;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  // Stop listening, but not as http.Server#close does, which also closes every idle keep-alive connection at once: a
  // proxy may be writing a request into one of those right then, and a POST cut that way is a 502. A connection in
  // use gets `Connection: close` on its next answer instead; those still idle after a second are closed then.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  let sweep: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    server.closeIdleConnections();
    sweep = setInterval(() => server.closeIdleConnections(), 100);
  }, IDLE_GRACE_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), DRAIN_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(grace);
  clearInterval(sweep);
  clearTimeout(timer);
  if (timedOut) {
    logger.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut`);
    server.closeAllConnections();
  }
  let code = 0;
  try {
    await options.beforeClose?.();
    await control?.close();
    await runtime.database.close();
  } catch (err) {
    logger.error({ err }, 'The database did not close cleanly');
    code = 1;
  }
  logger.info('Stopped');
  return code;
}
