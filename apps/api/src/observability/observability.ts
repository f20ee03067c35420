import type { DestinationStream } from 'pino';
import type { Config } from '../config/env';
import type { Observability } from '../core/observability';
import { appLogger, createLogger } from './logger';
import { createMetrics } from './metrics';
import { createLifecycle } from './readiness';

/** Logs, metrics and the process's lifecycle (ready or draining), made once at start (ADR 022). */

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
