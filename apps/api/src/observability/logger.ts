import { pino, type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/env';
import type { Logger, PinoLogger } from '../core/observability';

/**
 * The process's logger (pino): one JSON object a line with LOG_FORMAT=json, readable lines otherwise. Nothing logs
 * a request body or header; errors go through `safeError`, which keeps a query's text but never its parameters.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  destination?: DestinationStream,
): PinoLogger {
  const options = {
    level: config.LOG_LEVEL,
    base: { pid: process.pid },
    serializers: { err: safeError },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (config.LOG_FORMAT === 'json') {
    // Asynchronous writes batch the lines of a busy second into few system calls; main.ts flushes before exit.
    return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
  }
  const stream = pretty({
    sync: true,
    colorize: destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,method,route,status,ms,userId',
    messageFormat: (log, messageKey) => {
      const request = log.route ? ` ${String(log.reqId)}${log.userId ? ` user ${String(log.userId)}` : ''}` : '';
      return `${String(log[messageKey])}${request}`;
    },
    ...(destination ? { destination } : {}),
  });
  return pino(options, stream);
}

/** The modules' small logging interface, backed by the pino logger. */
export function appLogger(logger: PinoLogger): Logger {
  return {
    info: (message) => logger.info(message),
    error: (message, err) => logger.error(err === undefined ? {} : { err }, message),
  };
}

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: SafeError;
}

const PARAMS_LINE = /\nparams: [\s\S]*$/;

/**
 * An error as a log field: its type, message, stack and SQLSTATE code. A failed Drizzle query's message ends with its
 * parameters (a password hash, a session token...), and a PostgreSQL error's `detail` quotes the values of a row:
 * both stay out of the log.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).slice(0, 200) };
  const message = err.message.replace(PARAMS_LINE, '');
  const stack = err.stack?.replace(err.message, message);
  const code = (err as { code?: unknown }).code;
  const result: SafeError = { type: err.name, message, stack };
  if (typeof code === 'string') result.code = code;
  if (err.cause !== undefined && depth < 3) result.cause = safeError(err.cause, depth + 1);
  return result;
}
