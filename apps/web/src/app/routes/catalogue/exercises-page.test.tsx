// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '@/test/render';
import { ExercisesPage } from './exercises-page';

const BENCH = {
  id: '5b0e7a3c-2f1d-4c8a-9b6e-3d2f1a0c9e8b',
  name: 'Bench Press',
  isCustom: false,
  loadType: 'barbell',
  primaryMuscle: { id: 'm', slug: 'chest', name: 'Chest' },
  equipment: { id: 'e', slug: 'barbell', name: 'Barbell' },
  movementPattern: { id: 'p', slug: 'horizontal-push', name: 'Horizontal push' },
};

function mockApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      let body: unknown = {};
      if (url.startsWith('/api/catalogue/filters')) body = { muscles: [], equipment: [], patterns: [], grips: [] };
      else if (url.startsWith('/api/exercises?')) {
        const q = new URL(url, 'http://x').searchParams.get('q');
        body = { items: q === 'zzz' ? [] : [BENCH], nextCursor: null };
      } else if (url.startsWith(`/api/exercises/${BENCH.id}`)) {
        body = {
          ...BENCH,
          slug: 'bench-press',
          names: { en: 'Bench Press', es: 'Press de banca', ro: null },
          description: 'Press the bar.',
          descriptions: { en: 'Press the bar.', es: null, ro: null },
          bodyPart: null,
          secondaryMuscles: [{ id: 't', slug: 'triceps', name: 'Triceps' }],
          loadMode: 'total',
          effortMode: 'reps',
          isUnilateral: false,
          allowsGrips: false,
          defaultGrips: [],
          allowedGrips: [],
          aliases: [{ languageCode: 'en', alias: 'bench' }],
          tags: [],
        };
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/fitness/exercises" element={<ExercisesPage />} />
    </Routes>,
    { route: '/fitness/exercises' },
  );
}

describe('ExercisesPage', () => {
  it('searches by the box labelled Search exercises and opens an exercise’s details', async () => {
    const urls = mockApi();
    await renderPage();
    fireEvent.input(await screen.findByLabelText('Search exercises'), { target: { value: 'bench' } });
    await waitFor(() => expect(urls.some((url) => /\/api\/exercises\?.*q=bench/.test(url))).toBe(true));
    expect(urls.find((url) => url.includes('q=bench'))).toContain('lang=en');
    fireEvent.click(await screen.findByRole('button', { name: /Bench Press/ }));
    const details = await screen.findByRole('dialog', { name: 'Exercise' });
    expect(await screen.findByText('Press the bar.')).toBeTruthy();
    expect(details.textContent).toContain('Triceps');
    expect(details.textContent).toContain('Press de banca');
  });

  it('offers to create your own exercise when nothing matches', async () => {
    mockApi();
    await renderPage();
    fireEvent.input(await screen.findByLabelText('Search exercises'), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No exercise matches' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your own exercise' })).toBeTruthy();
  });
});
