import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metrics } from '../core/observability';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/social']);
const SET_LOG_ROUTE = 'POST /api/workout-exercises/:id/sets';
const WORKOUT_START_ROUTE = 'POST /api/workouts';

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'lifeorbit_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lifeorbit_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queries = new Counter({
    name: 'lifeorbit_db_queries_total',
    help: 'Database queries run, by result (ok or error)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'lifeorbit_db_query_duration_seconds',
    help: 'Time a database query took, queueing for a connection included',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const setsLogged = new Counter({
    name: 'lifeorbit_sets_logged_total',
    help: 'Sets logged (stored for the first time)',
    registers: [registry],
  });
  const workoutsStarted = new Counter({
    name: 'lifeorbit_workouts_started_total',
    help: 'Workouts started (stored for the first time)',
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'lifeorbit_sign_ins_total',
    help: 'Sign-in attempts, by result (success or failure)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const replays = new Counter({
    name: 'lifeorbit_outbox_replays_total',
    help: "Writes the web's offline outbox sent again after a failed attempt",
    registers: [registry],
  });
  const queryOk = queries.labels('ok');
  const queryFailed = queries.labels('error');

  // prom-client hashes the labels of every call; a child per label set is looked up once.
  const children = new Map<string, { count: Counter; time: Histogram }>();
  const childFor = (route: string, method: string, status: string) => {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = {
        count: requests.labels(route, method, status) as unknown as Counter,
        time: duration.labels(route, method) as unknown as Histogram,
      };
      children.set(key, child);
    }
    return child;
  };

  return {
    registry,
    recordRequest({ method, route, path, status, seconds, isReplay }) {
      const knownMethod = METHODS.has(method) ? method : 'OTHER';
      const child = childFor(route, knownMethod, String(status));
      child.count.inc();
      child.time.observe(seconds);
      const call = `${method} ${route}`;
      if (status === 201 && call === SET_LOG_ROUTE) setsLogged.inc();
      else if (status === 201 && call === WORKOUT_START_ROUTE) workoutsStarted.inc();
      else if (method === 'POST' && SIGN_IN_PATHS.has(path))
        signIns.inc({ result: status < 400 ? 'success' : 'failure' });
      if (isReplay) replays.inc();
    },
    observeQuery(seconds, failed) {
      (failed ? queryFailed : queryOk).inc();
      queryDuration.observe(seconds);
    },
  };
}
