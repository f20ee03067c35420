import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/ready: 200 with ready, or 503 with why not (load balancers take the process out meanwhile). */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'draining', 'database_unavailable', 'migrations_pending']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
