import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyReads, startEarlyRead, takeEarlyRead } from './early-reads';

afterEach(() => vi.useRealTimers());

describe('early reads', () => {
  it('hand the page the answer of the read sent with the app, once', async () => {
    const read = vi.fn(async (path: string) => ({ path }));
    startEarlyRead('/api/a', read);
    startEarlyRead('/api/a', read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await takeEarlyRead('/api/a')).toEqual({ path: '/api/a' });
    expect(takeEarlyRead('/api/a')).toBeUndefined();
    expect(takeEarlyRead('/api/never-sent')).toBeUndefined();
  });

  it('hand over a failure as the page would have met it', async () => {
    startEarlyRead('/api/b', () => Promise.reject(new Error('offline')));
    await expect(takeEarlyRead('/api/b')).rejects.toThrow('offline');
  });

  it('forget a read nobody took three seconds after it settled', async () => {
    vi.useFakeTimers();
    startEarlyRead('/api/c', async () => 1);
    await vi.advanceTimersByTimeAsync(2_900);
    startEarlyRead('/api/d', async () => 2);
    await vi.advanceTimersByTimeAsync(200);
    expect(takeEarlyRead('/api/c')).toBeUndefined();
    expect(await takeEarlyRead('/api/d')).toBe(2);
  });

  it('forget every read when the app writes', async () => {
    startEarlyRead('/api/e', async () => 'before the write');
    forgetEarlyReads();
    expect(takeEarlyRead('/api/e')).toBeUndefined();
  });
});
