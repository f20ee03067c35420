import type http from 'node:http';
import type { Runtime } from '../bootstrap';
import type { ControlSocket } from '../ops/control-socket';

export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * A graceful stop (ADR 022): /api/ready answers 503 from now on, the server takes no new connection, answers close
 * their keep-alive connection, the requests in flight finish (up to 10 s, then they are cut), and the database
 * closes cleanly. Resolves with the exit code.
 */
export async function drainAndClose(options: {
  server: http.Server;
  runtime: Pick<Runtime, 'obs' | 'database'>;
  control: ControlSocket | null;
  signal: string;
}): Promise<number> {
  const { server, runtime, control, signal } = options;
  const { logger, lifecycle } = runtime.obs;
  lifecycle.startDraining();
  logger.info(`${signal}: finishing the requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s), then stopping`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would hold close() open: close them now and as each answer ends.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), DRAIN_TIMEOUT_MS);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (timedOut) {
    logger.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut`);
    server.closeAllConnections();
  }
  let code = 0;
  try {
    await control?.close();
    await runtime.database.close();
  } catch (err) {
    logger.error({ err }, 'The database did not close cleanly');
    code = 1;
  }
  logger.info('Stopped');
  return code;
}
