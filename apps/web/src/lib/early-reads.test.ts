import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead, takeEarlyRead } from './early-reads';

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

  it('forget a read nobody took after ten seconds', () => {
    vi.useFakeTimers();
    startEarlyRead('/api/c', async () => 1);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead('/api/c')).toBeUndefined();
  });
});
