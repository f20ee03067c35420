// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { mockApi as mockFetch } from '@/test/mock-api';
import { renderWithApp } from '@/test/render';
import { tableFromSplat } from '@/features/catalogue/admin/lib/translation-tables';
import { AdminTranslationsPage } from './admin-translations-page';

const COVERAGE = {
  tables: [{ table: 'tags', total: 4, translated: { en: 4, es: 3, ro: 4 }, percent: { en: 100, es: 75, ro: 100 } }],
  overall: { total: 4, translated: { en: 4, es: 3, ro: 4 }, percent: { en: 100, es: 75, ro: 100 } },
};

function mockApi() {
  return mockFetch(({ method, url, body }) => {
    if (url === '/api/admin/translations') return Response.json(COVERAGE);
    if (url.startsWith('/api/admin/translations/tags?')) {
      return Response.json({
        table: 'tags',
        hasDescriptions: false,
        items: [
          {
            id: 'tag-1',
            slug: 'grip-strength',
            names: { en: 'Grip strength', es: null, ro: 'Forța de prindere' },
            descriptions: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      });
    }
    if (method === 'PUT') {
      if (url.endsWith('/en')) {
        return Response.json(
          {
            error: {
              code: 'validation_failed',
              message: 'name',
              details: [{ field: 'name', code: 'required', message: 'An English name is required' }],
            },
          },
          { status: 400 },
        );
      }
      return Response.json({
        id: 'tag-1',
        slug: 'grip-strength',
        names: { en: 'Grip strength', es: (body as { name: string }).name, ro: 'Forța de prindere' },
        descriptions: null,
      });
    }
    return Response.json({});
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The page at /admin/translations/tags. */
const renderTagsPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin/translations/*" element={<AdminTranslationsPage />} />
    </Routes>,
    { route: '/admin/translations/tags' },
  );

describe('AdminTranslationsPage', { timeout: 20_000 }, () => {
  it('shows the coverage per language and saves a missing Spanish name when the cell is left', async () => {
    const calls = mockApi();
    await renderTagsPage();
    expect(
      (await screen.findAllByRole('meter', { name: 'Tags translated into Spanish' }))[0]!.getAttribute('aria-valuenow'),
    ).toBe('75');
    const cell = await screen.findByLabelText('Name of grip-strength in Spanish');
    expect(calls.some((c) => c.url.includes('missing=any'))).toBe(true);
    fireEvent.input(cell, { target: { value: 'Fuerza de agarre' } });
    fireEvent.blur(cell);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/translations/tags/tag-1/es');
    expect(put.body).toEqual({ name: 'Fuerza de agarre' });
    expect(await screen.findByLabelText('Saved')).toBeTruthy();
  });

  it('does not send an emptied English name, and says why', async () => {
    const calls = mockApi();
    await renderTagsPage();
    const cell = await screen.findByLabelText('Name of grip-strength in English');
    fireEvent.input(cell, { target: { value: '' } });
    fireEvent.blur(cell);
    expect(await screen.findByText('An English name is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reads the table from the path and falls back to exercises', () => {
    expect(tableFromSplat('muscles')).toBe('muscles');
    expect(tableFromSplat('*')).toBe('exercises');
    expect(tableFromSplat(undefined)).toBe('exercises');
  });
});
