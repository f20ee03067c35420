import type { DestinationStream } from 'pino';
import type { Config } from '../config/env';
import type { Logger } from '../core/deps';
import { appLogger, createLogger, type PinoLogger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { createLifecycle, type Lifecycle } from './readiness';

/** Logs, metrics and the process's lifecycle (ready or draining), made once at start (ADR 022). */
export interface Observability {
  logger: PinoLogger;
  /** The same logger behind the modules' small interface. */
  log: Logger;
  /** Kept only when METRICS_TOKEN is set. */
  metrics: Metrics | null;
  lifecycle: Lifecycle;
}

export function createObservability(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'METRICS_TOKEN'>,
  options: { destination?: DestinationStream } = {},
): Observability {
  const logger = createLogger(config, options.destination);
  return {
    logger,
    log: appLogger(logger),
    metrics: config.METRICS_TOKEN ? createMetrics() : null,
    lifecycle: createLifecycle(),
  };
}
