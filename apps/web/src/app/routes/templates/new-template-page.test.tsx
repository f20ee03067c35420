// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '@/test/render';
import { NewTemplatePage } from './new-template-page';

const TEMPLATE_ID = '0f5b2c1e-8d7a-4e3b-9c2d-1a0b9c8d7e6f';
const BENCH = {
  id: '5b0e7a3c-2f1d-4c8a-9b6e-3d2f1a0c9e8b',
  name: 'Bench Press',
  isCustom: false,
  loadType: 'barbell',
  primaryMuscle: { id: 'm', slug: 'chest', name: 'Chest' },
  equipment: { id: 'e', slug: 'barbell', name: 'Barbell' },
  movementPattern: null,
};

function mockApi() {
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let body: unknown = {};
    if (url.startsWith('/api/session')) {
      body = { me: { id: 'u', email: 'a@example.com', name: 'a', profile: { weightUnit: 'lb' } } };
    } else if (url.startsWith('/api/exercises')) {
      body = { items: [BENCH], nextCursor: null };
    } else if (url.startsWith('/api/templates') && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      body = { id: TEMPLATE_ID, name: 'Push', notes: null, exercises: [], createdAt: '', updatedAt: '' };
      return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page as the router draws it: the templates' editor with the catalogue's exercise picker. */
async function renderNew() {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(TEMPLATE_ID);
  return renderWithApp(
    <Routes>
      <Route path="/app/templates/add" element={<NewTemplatePage />} />
      <Route path="/fitness/templates/:templateId/edit" element={<p>Editor of the saved template</p>} />
    </Routes>,
    { route: '/app/templates/add' },
  );
}

async function addBench() {
  fireEvent.click(screen.getByRole('button', { name: 'Add exercise' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add exercise' }, { timeout: 5000 });
  fireEvent.input(within(dialog).getByLabelText('Search exercises'), { target: { value: 'bench' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: /Bench Press/ }));
  return screen.findByRole('listitem', { name: 'Bench Press' });
}

describe('NewTemplatePage', () => {
  it('adds an exercise from the search picker and creates the template with its targets in kg', async () => {
    const posted = mockApi();
    await renderNew();
    fireEvent.input(screen.getByLabelText('Template name'), { target: { value: 'Push' } });
    const card = await addBench();
    // The member's unit (lb) is the row's unit.
    fireEvent.input(within(card).getByLabelText('Weight (lb)'), { target: { value: '135' } });
    fireEvent.change(within(card).getByLabelText('Superset'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Editor of the saved template')).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      id: TEMPLATE_ID,
      name: 'Push',
      exercises: [
        {
          exerciseId: BENCH.id,
          targetSets: 3,
          targetReps: 10,
          targetWeightKg: 61.235,
          weightUnit: 'lb',
          restSec: 90,
          supersetGroup: 'A',
        },
      ],
    });
  });

  it('explains a bad target next to its field and sends nothing', async () => {
    const posted = mockApi();
    await renderNew();
    fireEvent.input(screen.getByLabelText('Template name'), { target: { value: 'Push' } });
    const card = await addBench();
    fireEvent.input(within(card).getByLabelText('Sets'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await within(card).findByText('Use 1 to 20 sets.')).toBeTruthy();
    expect(within(card).getByLabelText('Sets').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(posted).toHaveLength(0));
  });

  it('asks for a name before saving', async () => {
    const posted = mockApi();
    await renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Give the template a name (up to 120 characters).')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});
