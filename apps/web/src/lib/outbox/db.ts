import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What goes to the server: the whole request, so any page (or a reload) can send it without the feature's code. */
export interface OutboxRequest {
  method: OutboxMethod;
  path: string;
  body?: unknown;
}

/** One write waiting for the server, in the order it was made. */
export interface OutboxEntry<Op = unknown> {
  seq: number;
  userId: string;
  /** The feature that made it ("workout"), which also knows how to show it before the server has it. */
  kind: string;
  /** What it belongs to (a workout id): the screen of that thing overlays its waiting writes. */
  scope: string;
  request: OutboxRequest;
  op: Op;
  /** The query key prefix to refetch once the server has every write of this scope (a list that shows it). */
  refresh: string[];
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export interface Snapshot {
  key: string;
  userId: string;
  savedAt: number;
  data: unknown;
}

export interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { byUser: string } };
  snapshots: { key: string; value: Snapshot; indexes: { byUser: string } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'lifeorbit-offline';

export function openOfflineDb(name = OFFLINE_DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byUser', 'userId');
      const snapshots = db.createObjectStore('snapshots', { keyPath: 'key' });
      snapshots.createIndex('byUser', 'userId');
    },
  });
}
