import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { openOfflineDb, type OutboxRequest } from './db';
import { backoffMs, Outbox } from './outbox';

let dbCount = 0;

/** A server whose answers the test decides: each call takes the next planned outcome, default 200. */
function harness({ name = `outbox-test-${++dbCount}`, online = true } = {}) {
  const sent: OutboxRequest[] = [];
  const plan: (number | 'network')[] = [];
  const timers: { run: () => void; at: number }[] = [];
  const clock = { now: 1_000, online };
  const db = openOfflineDb(name);
  const make = () =>
    new Outbox({
      db: () => db,
      now: () => clock.now,
      isOnline: () => clock.online,
      setTimer: (run, ms) => {
        const timer = { run, at: clock.now + ms };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
      send: async (request) => {
        sent.push(request);
        const outcome = plan.shift() ?? 200;
        if (outcome === 'network') throw new ApiError(0, 'network_error', 'Failed to fetch');
        if (outcome >= 400) throw new ApiError(outcome, outcome === 400 ? 'validation_error' : 'server_error', 'No');
        return { echo: request.body };
      },
    });
  return { sent, plan, timers, clock, db, make };
}

const post = (n: number): OutboxRequest => ({ method: 'POST', path: `/api/sets/${n}`, body: { n } });

async function settled(outbox: Outbox) {
  // Lets the queue run until it waits for a timer, the network or has nothing left.
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return outbox.getState();
}

afterEach(() => {
  dbCount += 1;
});

describe('Outbox', () => {
  it('sends writes in the order they were made and forgets each one only after the server confirmed it', async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-a');
    const confirmed: unknown[] = [];
    outbox.onConfirmed((_entry, result) => confirmed.push(result));
    for (const n of [1, 2, 3]) void outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(n), op: { n } });
    expect(outbox.pendingFor('workout', 'w1')).toHaveLength(3);
    expect(await settled(outbox)).toEqual({ status: 'saved', pending: 0 });
    expect(h.sent.map((r) => r.path)).toEqual(['/api/sets/1', '/api/sets/2', '/api/sets/3']);
    expect(confirmed).toEqual([{ echo: { n: 1 } }, { echo: { n: 2 } }, { echo: { n: 3 } }]);
    expect(await (await h.db).count('outbox')).toBe(0);
  });

  it('keeps writes while offline, shows how many wait, and sends them when the browser is back', async () => {
    const h = harness({ online: false });
    const outbox = h.make();
    await outbox.setUser('member-a');
    for (const n of [1, 2]) await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(n), op: {} });
    expect(await settled(outbox)).toEqual({ status: 'offline', pending: 2 });
    expect(h.sent).toHaveLength(0);
    h.clock.online = true;
    outbox.wake();
    expect(await settled(outbox)).toEqual({ status: 'saved', pending: 0 });
    expect(h.sent).toHaveLength(2);
  });

  it('retries a network error or a 5xx with growing waits and never drops or reorders the write', async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-a');
    h.plan.push('network', 503, 500);
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(1), op: {} });
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(2), op: {} });
    expect(await settled(outbox)).toEqual({ status: 'offline', pending: 2 });
    const waits: number[] = [];
    while (h.timers.length > 0) {
      const timer = h.timers.shift()!;
      waits.push(timer.at - h.clock.now);
      h.clock.now = timer.at;
      timer.run();
      await settled(outbox);
    }
    expect(outbox.getState()).toEqual({ status: 'saved', pending: 0 });
    expect(h.sent.map((r) => r.path)).toEqual([
      '/api/sets/1',
      '/api/sets/1',
      '/api/sets/1',
      '/api/sets/1',
      '/api/sets/2',
    ]);
    expect(waits).toHaveLength(3);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(waits[2]!).toBeGreaterThan(waits[1]!);
  });

  it('reports a refused write (400) with its reason, drops it and goes on with the next', async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-a');
    const refused: string[] = [];
    outbox.onRejected((entry, error) => refused.push(`${entry.request.path} ${error.status} ${error.code}`));
    h.plan.push(400);
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(1), op: {} });
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(2), op: {} });
    expect(await settled(outbox)).toEqual({ status: 'saved', pending: 0 });
    expect(refused).toEqual(['/api/sets/1 400 validation_error']);
    expect(h.sent).toHaveLength(2);
  });

  it('counts a DELETE answered 404 as done: the thing is already gone', async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-a');
    const refused: unknown[] = [];
    outbox.onRejected((entry) => refused.push(entry));
    h.plan.push(404);
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: { method: 'DELETE', path: '/api/sets/9' }, op: {} });
    expect(await settled(outbox)).toEqual({ status: 'saved', pending: 0 });
    expect(refused).toEqual([]);
  });

  it('waits when the session is gone (401) and sends once the member is signed in again', async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-a');
    h.plan.push(401);
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(1), op: {} });
    expect(await settled(outbox)).toEqual({ status: 'signedOut', pending: 1 });
    await outbox.setUser(null);
    expect(outbox.getState().pending).toBe(0);
    await outbox.setUser('member-a');
    expect(await settled(outbox)).toEqual({ status: 'saved', pending: 0 });
    expect(h.sent).toHaveLength(2);
  });

  it('survives a reload: a new outbox on the same database sends what the old one stored', async () => {
    const h = harness({ online: false });
    const before = h.make();
    await before.setUser('member-a');
    for (const n of [1, 2, 3]) await before.enqueue({ kind: 'workout', scope: 'w1', request: post(n), op: { n } });
    expect(await settled(before)).toEqual({ status: 'offline', pending: 3 });
    h.clock.online = true;
    const after = h.make();
    await after.setUser('member-a');
    expect(after.pendingFor<{ n: number }>('workout', 'w1').map((e) => e.op.n)).toEqual([1, 2, 3]);
    expect(await settled(after)).toEqual({ status: 'saved', pending: 0 });
    expect(h.sent.map((r) => r.path)).toEqual(['/api/sets/1', '/api/sets/2', '/api/sets/3']);
  });

  it("sends only the signed-in member's writes and keeps another member's for their next sign-in", async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-b');
    h.plan.push(401);
    await outbox.enqueue({ kind: 'workout', scope: 'wb', request: post(7), op: {} });
    await settled(outbox);
    await outbox.setUser('member-a');
    await outbox.enqueue({ kind: 'workout', scope: 'wa', request: post(1), op: {} });
    expect(await settled(outbox)).toEqual({ status: 'saved', pending: 0 });
    expect(h.sent.map((r) => r.path)).toEqual(['/api/sets/7', '/api/sets/1']);
    expect(await (await h.db).count('outbox')).toBe(1);
  });

  it('says when a thing has no writes left, once', async () => {
    const h = harness();
    const outbox = h.make();
    await outbox.setUser('member-a');
    const drained: string[] = [];
    outbox.onDrained((kind, scope, refresh) => drained.push(`${kind}:${scope}:${refresh.join('/')}`));
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(1), op: {}, refresh: ['workouts'] });
    await outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(2), op: {}, refresh: ['workouts'] });
    await settled(outbox);
    expect(drained).toEqual(['workout:w1:workouts']);
  });

  it('refuses a write when nobody is signed in', async () => {
    const outbox = harness().make();
    await expect(outbox.enqueue({ kind: 'workout', scope: 'w1', request: post(1), op: {} })).rejects.toThrow(
      'Nobody is signed in',
    );
  });
});

describe('backoffMs', () => {
  it('doubles from half a second up to 30 seconds, within 20% jitter', () => {
    expect(backoffMs(1, 0.5)).toBe(500);
    expect(backoffMs(2, 0.5)).toBe(1000);
    expect(backoffMs(4, 0.5)).toBe(4000);
    expect(backoffMs(20, 0.5)).toBe(30_000);
    expect(backoffMs(1, 0)).toBe(400);
    expect(backoffMs(1, 1)).toBe(600);
  });
});
