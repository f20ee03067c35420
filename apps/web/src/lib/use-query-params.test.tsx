// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { useQueryParams } from './use-query-params';

function Probe() {
  const [params, update] = useQueryParams();
  return (
    <div>
      <output>{params.toString() || '(empty)'}</output>
      <button type="button" onClick={() => update((next) => next.set('q', 'bench'))}>
        search
      </button>
      <button type="button" onClick={() => update((next) => next.set('exercise', 'e1'))}>
        open
      </button>
      <button
        type="button"
        onClick={() => {
          // A debounced search and a tap landing before the first navigation renders.
          update((next) => next.set('q', 'row'));
          update((next) => next.set('exercise', 'e2'));
        }}
      >
        both
      </button>
      <Link to="/?muscle=chest">elsewhere</Link>
    </div>
  );
}

/** A page that writes its query string from two hooks, as the catalogue's search box and its list do. */
function TwoWriters() {
  const [, search] = useQueryParams();
  const [, open] = useQueryParams();
  return (
    <button
      type="button"
      onClick={() => {
        search((next) => next.set('q', 'bench'));
        open((next) => next.set('exercise', 'e3'));
      }}
    >
      search then open
    </button>
  );
}

function renderProbe(initial = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe /> },
      { path: '/two', element: <TwoWriters /> },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useQueryParams', () => {
  it('keeps the writes of two hooks of one page made before either renders', async () => {
    const router = renderProbe('/two?muscle=back');
    await act(async () => fireEvent.click(screen.getByText('search then open')));
    expect(router.state.location.search).toBe('?muscle=back&q=bench&exercise=e3');
  });

  it('keeps both of two writes made before the first one renders', async () => {
    const router = renderProbe('/?muscle=back');
    await act(async () => fireEvent.click(screen.getByText('both')));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('muscle')).toBe('back');
    expect(params.get('q')).toBe('row');
    expect(params.get('exercise')).toBe('e2');
    expect(screen.getByRole('status').textContent).toBe('muscle=back&q=row&exercise=e2');
  });

  it('writes one after another and replaces the history entry', async () => {
    const router = renderProbe();
    await act(async () => fireEvent.click(screen.getByText('search')));
    await act(async () => fireEvent.click(screen.getByText('open')));
    expect(router.state.location.search).toBe('?q=bench&exercise=e1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('starts again from the URL after a navigation it did not make', async () => {
    const router = renderProbe('/?q=bench');
    await act(async () => fireEvent.click(screen.getByText('elsewhere')));
    await act(async () => fireEvent.click(screen.getByText('open')));
    expect(router.state.location.search).toBe('?muscle=chest&exercise=e1');
  });
});
