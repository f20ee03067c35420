import type { Logger as PinoLogger } from 'pino';
import type { Registry } from 'prom-client';

/**
 * What the app needs from logs, metrics and the process's lifecycle (ADR 022), declared here on the ground floor so
 * that core/deps.ts can name it; src/observability builds them (createObservability) and imports these types.
 */
export type { PinoLogger };

/** The small interface the modules log through (info lines and errors). */
export interface Logger {
  info(message: string): void;
  error(message: string, err?: unknown): void;
}

/** Whether the process is shutting down; /api/ready answers 503 from then on. */
export interface Lifecycle {
  isDraining(): boolean;
  startDraining(): void;
}

/**
 * The API's Prometheus metrics (prom-client), in a registry of their own. Labels hold only route patterns, methods,
 * statuses and fixed words: never an id, an e-mail or a raw path.
 */
export interface Metrics {
  registry: Registry;
  /** One finished HTTP request (not /metrics itself). */
  recordRequest(request: FinishedRequest): void;
  /** One database query (both drivers call it). */
  observeQuery(seconds: number, failed: boolean): void;
}

export interface FinishedRequest {
  method: string;
  /** The route pattern (`/api/workouts/:id`); the raw path only picks out better-auth's fixed sign-in paths. */
  route: string;
  path: string;
  status: number;
  seconds: number;
  /** The web's outbox marks a write it sends again (X-LifeOrbit-Replay). */
  isReplay: boolean;
}

/** Logs, metrics and the process's lifecycle (ready or draining), made once at start. */
export interface Observability {
  logger: PinoLogger;
  /** The same logger behind the modules' small interface. */
  log: Logger;
  /** Kept only when METRICS_TOKEN is set. */
  metrics: Metrics | null;
  lifecycle: Lifecycle;
}
