import type { AppDb } from '../db/client';
import type { ObjectStore } from '../storage';

/** A fixed window: at most `max` hits in `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One entry of the admin-action log. */
export interface AuditEntry {
  actorUserId: string | null;
  actionType: string;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * What the sign-in and account home needs of the modules above it. src/auth imports no module (ADR 018) and writes
 * another area's table through that area (ADR 042), so the http layer hands these in (http/modules.ts,
 * createAuthModules).
 */
export interface AuthNeeds {
  /** Whether new accounts are accepted: the admin's app setting. */
  isRegistrationOpen(db: AppDb): Promise<boolean>;
  /** security's limits kept in PostgreSQL: counts a hit on `key`, and throws `rate_limited` past `limit.max`. */
  enforceRateLimit(db: AppDb, key: string, limit: RateLimit, nowMs: number): Promise<void>;
  /** Starts the count of `key` afresh. */
  resetRateLimit(db: AppDb, key: string): Promise<void>;
  /** security's admin-action log, the one way it is written (inside the caller's transaction when handed one). */
  logAdminAction(db: AppDb, entry: AuditEntry): Promise<unknown>;
  /** profile's: removes a member's avatar files (a deleted account's). */
  removeAvatar(db: AppDb, storage: ObjectStore, userId: string): Promise<void>;
  /**
   * workouts' then templates': removes a member's workouts, then their templates, inside the account deletion's
   * transaction and before the user row, so nothing of theirs still names their own exercises when the cascade
   * reaches those (PostgreSQL cascades in no set order).
   */
  clearMemberTraining(tx: AppDb, userId: string): Promise<void>;
}
