import type { Config } from '../config/env';
import type { Database } from '../db/client';
import type { Auth } from 'better-auth';
import type { Logger, Observability } from './observability';
import type { ObjectStore } from '../storage';
import type { WebhookEventType } from '@lifeorbit/contracts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type AppEnv = {
  Variables: {
    user: SessionUser;
    sessionId: string;
    /** How the session passed the second factor ('code', 'passkey', 'trusted-device'), or null (auth/two-factor/second-factor.ts). */
    secondFactor: string | null;
    /**
     * The personal access token a Bearer request came with and its member (issue 41, auth/tokens/token-gate.ts);
     * undefined for every other request.
     */
    apiToken: { id: string; user: SessionUser } | undefined;
    cspNonce: string;
  };
};

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  log: Logger;
  /** 32 bytes that encrypt secrets at rest (sign-in provider keys). */
  secretsKey: Buffer;
  /** Logs, metrics and whether the process is shutting down (ADR 022). */
  obs: Observability;
  /** Uploaded files (avatars): local disk or S3-compatible storage. */
  storage: ObjectStore;
  /** Where a route tells of a member's event once it is stored: their webhooks receive it (issue 41). */
  events: EventPublisher;
  /** The app's own fetch, for a call to the API in this process (the MCP tools call the public API; issue 41). */
  dispatch: (request: Request, env: unknown) => Promise<Response>;
}

/** Publishes an event of a member's (set logged, workout finished...) to whatever listens: their webhooks. */
export interface EventPublisher {
  publish(userId: string, type: WebhookEventType, data: unknown): Promise<void>;
  /** Something was queued another way (a test event, "send again"): deliver it now rather than at the next look. */
  queued(): void;
}
