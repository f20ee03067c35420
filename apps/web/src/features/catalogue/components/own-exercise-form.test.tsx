// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { OwnExerciseForm } from './own-exercise-form';

const ID = '0b6f4d1e-8c2a-4f3b-9a7d-5e1c2b3a4d5f';

/** Answers the filters and records what the form sends to POST /api/exercises. */
function mockApi() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      let body: unknown = {};
      if (url.startsWith('/api/catalogue/filters')) body = { muscles: [], equipment: [], patterns: [], grips: [] };
      else if (url.startsWith('/api/exercises') && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(JSON.stringify({ id: ID }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('OwnExerciseForm', () => {
  it('lets the member choose how sets are logged: reps, time, distance, or reps and time', async () => {
    const sent = mockApi();
    await renderWithApp(<OwnExerciseForm exerciseId={ID} exercise={null} />);
    const mode = (await screen.findByLabelText('Logged in')) as HTMLSelectElement;
    expect([...mode.options].map((o) => o.textContent)).toEqual(['Reps', 'Time', 'Distance', 'Reps and time']);
    expect(mode.value).toBe('reps');

    // Cardio is timed until the member picks a mode; then the pick stays.
    fireEvent.change(screen.getByLabelText('Load'), { target: { value: 'cardio' } });
    expect(mode.value).toBe('time');
    fireEvent.change(mode, { target: { value: 'distance' } });
    fireEvent.change(screen.getByLabelText('Load'), { target: { value: 'machine' } });
    expect(mode.value).toBe('distance');

    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Keg Carry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: ID, names: { en: 'Keg Carry' }, loadType: 'machine', effortMode: 'distance' });
  });
});
