// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { mockApi as mockFetch } from '@/test/mock-api';
import { renderWithApp } from '@/test/render';
import { AdminExerciseAddPage } from './admin-exercise-edit-page';

const OPTIONS = {
  bodyParts: [{ id: 'bp-chest', slug: 'chest', name: 'Chest' }],
  muscles: [
    { id: 'm-chest', slug: 'chest', name: 'Chest', bodyPartId: 'bp-chest' },
    { id: 'm-front', slug: 'front-delts', name: 'Front delts', bodyPartId: 'bp-chest' },
  ],
  equipment: [{ id: 'e-bar', slug: 'barbell', name: 'Barbell', loadKind: 'plates', gripIds: ['g-over'] }],
  grips: [
    { id: 'g-over', slug: 'overhand', name: 'Overhand' },
    { id: 'g-rope', slug: 'rope', name: 'Rope' },
  ],
  patterns: [{ id: 'p-push', slug: 'horizontal-push', name: 'Horizontal push' }],
  tags: [{ id: 't-compound', slug: 'compound', name: 'Compound' }],
  attributeSchemas: [],
};

function mockApi(postStatus = 201) {
  return mockFetch(({ method, url, body }) => {
    if (url.startsWith('/api/admin/exercise-options')) return Response.json(OPTIONS);
    if (method === 'POST' && url === '/api/admin/exercises') {
      if (postStatus !== 201) {
        return Response.json(
          {
            error: {
              code: 'conflict',
              message: 'slug: another exercise already has this slug',
              details: [{ field: 'slug', code: 'duplicate', message: 'Another exercise already has this slug' }],
            },
          },
          { status: postStatus },
        );
      }
      return Response.json({ ...(body as object), name: 'Landmine press', aliases: [] }, { status: 201 });
    }
    return Response.json({ items: [] });
  });
}

afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  await renderWithApp(
    <Routes>
      <Route path="/admin/exercises/add" element={<AdminExerciseAddPage />} />
      <Route path="/admin/exercises/:id/edit" element={<p>Edit page</p>} />
    </Routes>,
    { route: '/admin/exercises/add' },
  );
  await screen.findByLabelText('Name in English *');
}

// Rendering the whole form takes a while on a busy machine.
describe('AdminExerciseAddPage', { timeout: 20_000 }, () => {
  it('says an English name and a main muscle are required, and sends nothing', async () => {
    const calls = mockApi();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    expect(await screen.findByText('An English name is required.')).toBeTruthy();
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the exercise with names in three languages, an alias and a grip the equipment allows', async () => {
    const calls = mockApi();
    await renderPage();
    fireEvent.input(screen.getByLabelText('Name in English *'), { target: { value: 'Landmine press' } });
    fireEvent.input(screen.getByLabelText('Name in Spanish'), { target: { value: 'Press landmine' } });
    fireEvent.input(screen.getByLabelText('Name in Romanian'), { target: { value: 'Împins landmine' } });
    fireEvent.change(screen.getByLabelText('Main muscle *'), { target: { value: 'm-chest' } });
    fireEvent.change(screen.getByLabelText('Equipment'), { target: { value: 'e-bar' } });
    fireEvent.click(screen.getByLabelText('Grips can be chosen'));
    // Only the equipment's grips are offered.
    expect(screen.queryByLabelText('Rope')).toBeNull();
    fireEvent.click(screen.getByLabelText('Overhand'));
    fireEvent.input(screen.getByLabelText('New alias in Spanish'), { target: { value: 'press mina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add ES' }));
    expect(screen.getByRole('button', { name: 'Remove the alias press mina' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    expect(await screen.findByText('Edit page')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      translations: {
        en: { name: 'Landmine press' },
        es: { name: 'Press landmine' },
        ro: { name: 'Împins landmine' },
      },
      primaryMuscleId: 'm-chest',
      equipmentId: 'e-bar',
      allowsGrips: true,
      defaultGripIds: ['g-over'],
      aliases: [{ languageCode: 'es', alias: 'press mina' }],
    });
    expect((post.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s objection beside the field it names', async () => {
    mockApi(409);
    await renderPage();
    fireEvent.input(screen.getByLabelText('Name in English *'), { target: { value: 'Bench press' } });
    fireEvent.change(screen.getByLabelText('Main muscle *'), { target: { value: 'm-chest' } });
    fireEvent.input(screen.getByLabelText('Slug'), { target: { value: 'bench-press' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await waitFor(() => expect(screen.getByText('Another row already has this slug.')).toBeTruthy());
  });
});
