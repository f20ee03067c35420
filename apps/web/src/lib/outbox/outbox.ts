import { ApiError } from '@/lib/api';
import type { OfflineDb, OutboxEntry, OutboxRequest } from './db';

export type SyncStatus = 'saved' | 'saving' | 'offline' | 'signedOut';

export interface SyncState {
  status: SyncStatus;
  /** Writes of the signed-in member that the server has not confirmed yet. */
  pending: number;
}

export interface OutboxDeps {
  db: () => Promise<OfflineDb>;
  /** attempts: how many tries failed before this one (a replay when > 0; the server counts those). */
  send: (request: OutboxRequest, attempts: number) => Promise<unknown>;
  now?: () => number;
  isOnline?: () => boolean;
  /** Called with a delay in ms; returns a cancel function. */
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Tells other tabs of the same browser that the queue changed. */
  channel?: { post: () => void; listen: (onChange: () => void) => void } | null;
}

type Confirmed = (entry: OutboxEntry, result: unknown) => void;
type Rejected = (entry: OutboxEntry, error: ApiError) => void;
type Drained = (kind: string, scope: string, refresh: string[]) => void;

const MAX_DELAY_MS = 30_000;

/** The wait before attempt n+1 after n failures: 0.5 s, 1 s, 2 s ... at most 30 s, with a little jitter. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(MAX_DELAY_MS, 500 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** The stored fields of an entry (the in-memory one also holds the promise of its storing). */
function toRow(entry: OutboxEntry): OutboxEntry {
  const { seq, userId, kind, scope, request, op, refresh, createdAt, attempts, nextAttemptAt, lastError } = entry;
  return { seq, userId, kind, scope, request, op, refresh, createdAt, attempts, nextAttemptAt, lastError };
}

/** A server answer that will not change by sending the same request again (the write is refused for good). */
function isRejection(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && ![401, 408, 425, 429].includes(error.status);
}

/**
 * The queue of writes that the screen already shows and the server has not confirmed (ADR 012). A write is stored in
 * IndexedDB before it is sent, sent in the order it was made, one at a time, and removed only once the server
 * answered 2xx, or refused it for good (4xx): that refusal is reported and the write dropped. A network error or a
 * 5xx is retried with backoff, and at once when the browser comes back online. Replays are safe because every create
 * carries its client-made id and every update the id of what it changes.
 */
export class Outbox {
  private entries: (OutboxEntry & { stored: Promise<void> })[] = [];
  private userId: string | null = null;
  private loaded: Promise<void> = Promise.resolve();
  private lastFailure: 'network' | 'server' | 'auth' | null = null;
  private draining = false;
  private cancelTimer: (() => void) | null = null;
  private state: SyncState = { status: 'saved', pending: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly confirmed = new Set<Confirmed>();
  private readonly rejected = new Set<Rejected>();
  private readonly drained = new Set<Drained>();
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly setTimer: (run: () => void, ms: number) => () => void;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
    this.isOnline = deps.isOnline ?? (() => true);
    this.setTimer =
      deps.setTimer ??
      ((run, ms) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      });
    deps.channel?.listen(() => void this.reload().then(() => this.kick()));
  }

  /** Whose writes are sent: the signed-in member's only; null (signed out) keeps every write stored and sends none. */
  setUser(userId: string | null): Promise<void> {
    if (userId === this.userId) return this.loaded;
    this.userId = userId;
    this.lastFailure = null;
    this.loaded = this.reload();
    void this.loaded.then(() => this.kick());
    return this.loaded;
  }

  /** Stores a write and starts sending. The screen may show it at once: it is in `pendingFor` from this call on. */
  enqueue<Op>(input: {
    kind: string;
    scope: string;
    request: OutboxRequest;
    op: Op;
    refresh?: string[];
  }): Promise<void> {
    const userId = this.userId;
    if (!userId) return Promise.reject(new Error('Nobody is signed in'));
    const entry = {
      seq: 0,
      userId,
      kind: input.kind,
      scope: input.scope,
      request: input.request,
      op: input.op as unknown,
      refresh: input.refresh ?? [],
      createdAt: this.now(),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    } satisfies OutboxEntry;
    const stored = this.deps.db().then(async (db) => {
      const { seq: _seq, ...row } = toRow(entry);
      entry.seq = await db.add('outbox', row as OutboxEntry);
      this.deps.channel?.post();
    });
    const mirrored = Object.assign(entry, { stored });
    this.entries.push(mirrored);
    this.emit();
    return stored.then(
      () => this.kick(),
      (error: unknown) => {
        this.entries = this.entries.filter((e) => e !== mirrored);
        this.emit();
        throw error;
      },
    );
  }

  /** The current member's writes for one thing, oldest first. */
  pendingFor<Op>(kind: string, scope: string): OutboxEntry<Op>[] {
    return this.entries.filter((e) => e.kind === kind && e.scope === scope) as OutboxEntry<Op>[];
  }

  /** The current member's writes of one kind, oldest first. */
  pendingOfKind<Op>(kind: string): OutboxEntry<Op>[] {
    return this.entries.filter((e) => e.kind === kind) as OutboxEntry<Op>[];
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onConfirmed(listener: Confirmed): () => void {
    this.confirmed.add(listener);
    return () => this.confirmed.delete(listener);
  }

  onRejected(listener: Rejected): () => void {
    this.rejected.add(listener);
    return () => this.rejected.delete(listener);
  }

  onDrained(listener: Drained): () => void {
    this.drained.add(listener);
    return () => this.drained.delete(listener);
  }

  /** The browser is back online: try the waiting writes now instead of at the end of their backoff. */
  wake(): void {
    for (const entry of this.entries) entry.nextAttemptAt = 0;
    if (this.lastFailure === 'network') this.lastFailure = null;
    this.emit();
    this.kick();
  }

  /** Something changed that the state depends on (the browser went offline). */
  refresh(): void {
    this.emit();
  }

  /** Sends what is due, in order; safe to call any time. */
  kick(): void {
    if (this.draining || !this.userId) return;
    this.draining = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    void this.drain().finally(() => {
      this.draining = false;
      this.emit();
    });
  }

  private async drain(): Promise<void> {
    await this.loaded;
    for (;;) {
      const entry = this.entries[0];
      if (!entry || entry.userId !== this.userId) return;
      await entry.stored;
      if (!this.isOnline()) {
        this.lastFailure = 'network';
        return; // The online event wakes the queue.
      }
      const wait = entry.nextAttemptAt - this.now();
      if (wait > 0) {
        this.cancelTimer = this.setTimer(() => this.kick(), wait);
        return;
      }
      this.emit();
      if (!(await this.attempt(entry))) return;
    }
  }

  /** One try of the oldest write; false when the queue has to wait (offline, server down, signed out). */
  private async attempt(entry: OutboxEntry & { stored: Promise<void> }): Promise<boolean> {
    try {
      const result = await this.deps.send(entry.request, entry.attempts);
      await this.settle(entry);
      for (const listener of this.confirmed) listener(entry, result);
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, 'network_error', String(err));
      if (error.status === 404 && entry.request.method === 'DELETE') {
        // Already gone: a replay after the server deleted it, or another tab sent it first.
        await this.settle(entry);
        for (const listener of this.confirmed) listener(entry, undefined);
      } else if (error.status === 401) {
        this.lastFailure = 'auth';
        return false;
      } else if (isRejection(error)) {
        await this.settle(entry);
        for (const listener of this.rejected) listener(entry, error);
      } else {
        entry.attempts += 1;
        entry.nextAttemptAt = this.now() + backoffMs(entry.attempts);
        entry.lastError = error.message;
        this.lastFailure = error.status === 0 ? 'network' : 'server';
        const db = await this.deps.db();
        await db.put('outbox', toRow(entry));
        this.cancelTimer = this.setTimer(() => this.kick(), entry.nextAttemptAt - this.now());
        return false;
      }
    }
    this.lastFailure = null;
    if (!this.entries.some((e) => e.kind === entry.kind && e.scope === entry.scope)) {
      for (const listener of this.drained) listener(entry.kind, entry.scope, entry.refresh);
    }
    return true;
  }

  private async settle(entry: OutboxEntry & { stored: Promise<void> }): Promise<void> {
    const db = await this.deps.db();
    await db.delete('outbox', entry.seq);
    this.entries = this.entries.filter((e) => e.seq !== entry.seq);
    this.deps.channel?.post();
    this.emit();
  }

  private async reload(): Promise<void> {
    const userId = this.userId;
    if (!userId) {
      this.entries = [];
      this.emit();
      return;
    }
    const db = await this.deps.db();
    const rows = await db.getAllFromIndex('outbox', 'byUser', userId);
    if (this.userId !== userId) return;
    const unsaved = this.entries.filter((e) => e.userId === userId && e.seq === 0);
    this.entries = [
      ...rows.sort((a, b) => a.seq - b.seq).map((row) => ({ ...row, stored: Promise.resolve() })),
      ...unsaved,
    ];
    this.emit();
  }

  private emit(): void {
    const pending = this.entries.length;
    const status: SyncStatus =
      pending === 0
        ? 'saved'
        : this.lastFailure === 'auth'
          ? 'signedOut'
          : this.lastFailure === 'network' || !this.isOnline()
            ? 'offline'
            : 'saving';
    if (status === this.state.status && pending === this.state.pending) return;
    this.state = { status, pending };
    for (const listener of this.listeners) listener();
  }
}
