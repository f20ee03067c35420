import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

describe('toast', () => {
  it('asks for the toaster once, then hands every toast to sonner', async () => {
    const { toast, getIsToasterWanted, subscribeToToasterWanted } = await import('./toast');
    const listener = vi.fn();
    const unsubscribe = subscribeToToasterWanted(listener);
    expect(getIsToasterWanted()).toBe(false);

    toast.success('Saved');
    toast.error('Could not save', { description: 'The server refused it.' });
    expect(getIsToasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(sonner.error).toHaveBeenCalledWith('Could not save', { description: 'The server refused it.' }),
    );
    expect(sonner.success).toHaveBeenCalledWith('Saved', undefined);
    unsubscribe();
  });
});
