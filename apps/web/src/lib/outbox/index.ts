import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '@/lib/api';
import { openOfflineDb, type OfflineDb, type OutboxRequest } from './db';
import { Outbox, type SyncState } from './outbox';

export type { OutboxEntry, OutboxRequest } from './db';
export { Outbox, backoffMs, type SyncState, type SyncStatus } from './outbox';

let db: Promise<OfflineDb> | null = null;
let instance: Outbox | null = null;

function offlineDb(): Promise<OfflineDb> {
  db ??= openOfflineDb();
  return db;
}

function tabChannel() {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('lifeorbit-outbox');
  return {
    post: () => channel.postMessage('changed'),
    listen: (onChange: () => void) => channel.addEventListener('message', onChange),
  };
}

// A write sent again after a failed try: the API counts these (lifeorbit_outbox_replays_total, ADR 022).
const replayHeaders = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-LifeOrbit-Replay': '1' };

/** The one outbox of this page (created on first use, so pages that never write never open IndexedDB). */
export function getOutbox(): Outbox {
  instance ??= new Outbox({
    db: offlineDb,
    send: (request: OutboxRequest, attempts: number) =>
      apiRequest(request.method, request.path, request.body, attempts > 0 ? { headers: replayHeaders } : undefined),
    isOnline: () => navigator.onLine,
    channel: tabChannel(),
  });
  return instance;
}

/** Saved / Saving / Offline with the number of writes waiting, for the indicator and the sign-out warning. */
export function useSyncState(): SyncState {
  const outbox = getOutbox();
  return useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
}

/**
 * Points the outbox at the signed-in member, wakes it when the browser comes back online, and refetches the lists a
 * scope's writes show in once the server has all of them.
 */
export function useOutboxUser(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      getOutbox().onDrained((_kind, _scope, refresh) => {
        if (refresh.length > 0) void queryClient.invalidateQueries({ queryKey: refresh });
      }),
    [queryClient],
  );
  useEffect(() => {
    if (userId === undefined) return; // Still loading: keep what there is.
    void getOutbox().setUser(userId);
  }, [userId]);
  useEffect(() => {
    const outbox = getOutbox();
    const online = () => outbox.wake();
    const offline = () => outbox.refresh();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
}

/** The last copy of a screen's data that the server sent, so the screen opens without a network. */
export async function saveSnapshot(userId: string, key: string, data: unknown): Promise<void> {
  await (await offlineDb()).put('snapshots', { key: `${userId}:${key}`, userId, savedAt: Date.now(), data });
}

export async function readSnapshot<T>(userId: string, key: string): Promise<T | null> {
  const row = await (await offlineDb()).get('snapshots', `${userId}:${key}`);
  return row ? (row.data as T) : null;
}

/** Signing out forgets the stored copies of the member's screens; their waiting writes stay until they are sent. */
export async function forgetSnapshots(userId: string): Promise<void> {
  const store = (await offlineDb()).transaction('snapshots', 'readwrite').store;
  for (const key of await store.index('byUser').getAllKeys(userId)) await store.delete(key);
}
