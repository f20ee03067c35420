import type { Config } from '../config/env';
import type { Database } from '../db/client';
import type { Auth } from 'better-auth';
import type { Logger, Observability } from './observability';
import type { ObjectStore } from '../storage';

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
}
