// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Panel({ open, label }: { open: boolean; label: string }) {
  return <p>{`${label}: ${open ? 'open' : 'closed'}`}</p>;
}

describe('lazyComponent', () => {
  it('renders nothing until its code has arrived, then the component with its props', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyComponent(load);
    render(<LazyPanel open label="Sheet" />);
    expect(screen.queryByText(/Sheet/)).toBeNull();
    expect((await screen.findByText('Sheet: open')).isConnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads only once `when` holds, then stays mounted when it no longer does', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyComponent(load, { when: (props) => props.open });
    const { rerender } = render(<LazyPanel open={false} label="Dialog" />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Dialog/)).toBeNull();

    rerender(<LazyPanel open label="Dialog" />);
    expect((await screen.findByText('Dialog: open')).isConnected).toBe(true);
    rerender(<LazyPanel open={false} label="Dialog" />);
    expect(screen.getByText('Dialog: closed').isConnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    // A second instance renders at once: the code is here already.
    render(<LazyPanel open={false} label="Other" />);
    expect(screen.getByText('Other: closed').isConnected).toBe(true);
  });

  it('tries again the next time it is needed when the fetch failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const LazyPanel = lazyComponent<{ open: boolean; label: string }>(load, { when: (props) => props.open });
    const { rerender } = render(<LazyPanel open label="Retry" />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText(/Retry/)).toBeNull();

    rerender(<LazyPanel open={false} label="Retry" />);
    rerender(<LazyPanel open label="Retry" />);
    expect((await screen.findByText('Retry: open')).isConnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('draws in its first render once preloaded', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyComponent(load);
    await LazyPanel.preload();
    render(<LazyPanel open label="Bar" />);
    expect(screen.getByText('Bar: open').isConnected).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
