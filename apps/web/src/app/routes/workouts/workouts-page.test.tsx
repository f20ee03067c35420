// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '@/test/render';
import { WorkoutsPage } from './workouts-page';

type Handler = (
  url: string,
  init?: RequestInit,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = await handler(String(input), init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

function renderPage(route = '/app/workouts') {
  return renderWithApp(
    <Routes>
      <Route path="/app/workouts" element={<WorkoutsPage />} />
      <Route path="/app/workouts/:workoutId" element={<p>Workout page</p>} />
    </Routes>,
    { route },
  );
}

const started = {
  workoutId: '7f7c2a52-3b5e-4a53-9d4e-1a1d3c0e2b11',
  workout: { id: '7f7c2a52-3b5e-4a53-9d4e-1a1d3c0e2b11', title: 'Quick workout', startedAt: new Date().toISOString() },
};

describe('WorkoutsPage', () => {
  it('offers Continue Your Workout only while a workout runs', async () => {
    mockApi(() => ({
      status: 200,
      body: { workout: { id: 'abc', title: 'Push day', startedAt: new Date().toISOString() } },
    }));
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Continue Your Workout' })).toBeTruthy();
    expect(screen.getByText('You have an active workout in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Workout' }).getAttribute('href')).toBe('/app/workouts/abc');
    expect(screen.getByRole('button', { name: 'Start Quick Workout' })).toBeTruthy();
  });

  it('says Starting... while pending and opens the new workout', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = mockApi((url, init) =>
      init?.method === 'POST' ? new Promise((resolve) => (answer = resolve)) : { status: 200, body: { workout: null } },
    );
    await renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Continue Your Workout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Quick Workout' }));
    const pending = (await screen.findByRole('button', { name: 'Starting...' })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ title: 'Quick workout', id: expect.any(String) });
    answer({ status: 201, body: started });
    expect(await screen.findByText('Workout page')).toBeTruthy();
  });

  it('shows Error Details when the start fails, with a way to the workout in progress', async () => {
    mockApi((url, init) =>
      init?.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'conflict',
                message: 'A workout is already in progress: continue it or end it first',
                details: [{ field: 'activeWorkoutId', code: 'in_progress', message: 'running-id' }],
              },
            },
          }
        : { status: 200, body: { workout: null } },
    );
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Quick Workout' }));
    const details = await screen.findByRole('alert');
    expect(details.textContent).toContain('Error Details');
    expect(details.textContent).toContain('A workout is already in progress');
    expect(screen.getAllByRole('link', { name: 'Continue Workout' }).at(-1)!.getAttribute('href')).toBe(
      '/app/workouts/running-id',
    );
  });

  it('starts from the template of ?templateId=', async () => {
    const fetchMock = mockApi((url, init) => {
      if (init?.method === 'POST') return { status: 201, body: started };
      if (url.startsWith('/api/templates/')) return { status: 200, body: { id: 't1', name: 'Pull day' } };
      return { status: 200, body: { workout: null } };
    });
    await renderPage('/app/workouts?templateId=t1');
    expect(await screen.findByText('Pull day')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Workout page')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ templateId: 't1' });
  });
});
