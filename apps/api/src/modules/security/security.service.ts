import { SECURITY_CONTENT_MAX, type SecurityEventRequest } from '@lifeorbit/contracts';
import { sanitizeText } from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { countRateLimitHit, deleteRateLimit, deleteRateLimitsBefore, insertAdminAction } from './security.repository';

export interface AdminAction {
  actorUserId: string | null;
  actionType: string;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Spec §7 log_admin_action: the one way anything (security events here, admin actions in the admin area) is written
 * to the admin-action log. Answers the new entry's id.
 */
export async function logAdminAction(db: AppDb, action: AdminAction): Promise<string> {
  return insertAdminAction(db, {
    actorUserId: action.actorUserId,
    actionType: action.actionType,
    targetUserId: action.targetUserId ?? null,
    details: action.details ?? {},
  });
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Security events: a page reports a handful per visit; more than this from one member or address is noise. */
export const SECURITY_EVENT_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
const PRUNE_EVERY_HITS = 500;
const PRUNE_OLDER_THAN_MS = 24 * 60 * 60 * 1000;
let hitsSincePrune = 0;

/** Spec §9 rate-limiter helper: at most `max` hits per window (ms) per key; the next one is a 429. */
export async function enforceRateLimit(db: AppDb, key: string, limit: RateLimit, nowMs: number): Promise<void> {
  const count = await countRateLimitHit(db, key, limit.windowMs, nowMs);
  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY_HITS) {
    hitsSincePrune = 0;
    await deleteRateLimitsBefore(db, nowMs - PRUNE_OLDER_THAN_MS);
  }
  if (count > limit.max) throw new AppError('rate_limited', 'Too many requests; try again in a minute');
}

/** Starts the count of `key` afresh (a sign-in that succeeded forgets the failures before it). */
export async function resetRateLimit(db: AppDb, key: string): Promise<void> {
  await deleteRateLimit(db, key);
}

/** The stored details of an event: its fields, content cut to 100 characters and stripped of control characters. */
export function securityEventDetails(
  event: SecurityEventRequest,
  context: { ip: string | null; userAgent: string | null },
) {
  const cut = (value: string) => sanitizeText(value, SECURITY_CONTENT_MAX);
  const common = {
    timestamp: event.timestamp,
    url: sanitizeText(event.url, 2000),
    ip: context.ip,
    userAgent: context.userAgent,
  };
  switch (event.type) {
    case 'session_event':
      return { ...common, event: event.event };
    case 'potential_xss_detected':
      return {
        ...common,
        message: cut(event.message),
        file: event.file ? sanitizeText(event.file, 2000) : null,
        line: event.line ?? null,
        column: event.column ?? null,
      };
    case 'inline_script_detected':
      return { ...common, content: cut(event.content) };
    case 'suspicious_attribute_detected':
      return { ...common, attribute: event.attribute, value: cut(event.value), tagName: event.tagName ?? null };
  }
}

/** Session events are stored as session_backgrounded / session_ended; monitor findings under their own type. */
export function securityActionType(event: SecurityEventRequest): string {
  return event.type === 'session_event' ? `session_${event.event}` : event.type;
}

export async function recordSecurityEvent(
  db: AppDb,
  event: SecurityEventRequest,
  context: { userId: string | null; ip: string | null; userAgent: string | null },
): Promise<string> {
  if (event.type === 'session_event' && !context.userId) {
    throw new AppError('unauthenticated', 'Session events need a session');
  }
  return logAdminAction(db, {
    actorUserId: context.userId,
    actionType: securityActionType(event),
    targetUserId: null,
    details: securityEventDetails(event, context),
  });
}
