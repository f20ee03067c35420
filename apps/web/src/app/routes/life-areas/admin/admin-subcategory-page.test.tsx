// @vitest-environment happy-dom
import type { AdminLifeAreasResponse, AdminLifeSubcategory } from '@lifeorbit/contracts/admin-life-areas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminSubcategoryPage } from './admin-subcategory-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const names = (en: string, es: string | null = null, ro: string | null = null) => ({ en, es, ro });

const AREAS: AdminLifeAreasResponse = {
  categories: [
    {
      id: 'c-health',
      slug: 'health',
      name: 'Health',
      icon: 'heart-pulse',
      color: '152 65% 45%',
      displayOrder: 1,
      effectiveOrder: 1,
      names: names('Health', 'Salud', 'Sănătate'),
      descriptions: names('Body'),
      subcategories: [
        {
          id: 's-sleep',
          slug: 'sleep-quality',
          name: 'Sleep quality',
          icon: 'moon',
          displayOrder: 3,
          names: names('Sleep quality', 'Calidad del sueño', 'Calitatea somnului'),
          navItemCount: 0,
        },
      ],
    },
  ],
};

const SUBCATEGORY: AdminLifeSubcategory = {
  id: 's-sleep',
  categoryId: 'c-health',
  categorySlug: 'health',
  categoryName: 'Health',
  categoryColor: '152 65% 45%',
  slug: 'sleep-quality',
  name: 'Sleep quality',
  icon: 'moon',
  displayOrder: 3,
  names: names('Sleep quality', 'Calidad del sueño', null),
  descriptions: names('Hours and rest'),
  navItems: [
    { id: 'n1', target: 'atlas', slug: 'atlas', icon: 'globe', names: names('Atlas'), href: '/atlas' },
    { id: 'n2', target: 'planets', slug: 'planets', icon: 'orbit', names: names('Hub', 'Hub'), href: '/planets' },
  ],
};

function mockApi(putStatus = 200) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        if (putStatus !== 200) {
          return Response.json(
            {
              error: {
                code: 'validation_failed',
                message: 'bad',
                details: [
                  { field: 'navItems.1.target', code: 'duplicate', message: 'This item is already in the bar' },
                ],
              },
            },
            { status: putStatus },
          );
        }
        return Response.json({ ...SUBCATEGORY, name: 'Sleep quality' });
      }
      if (url.startsWith('/api/admin/life-areas/categories/c-health/subcategories/s-sleep')) {
        return Response.json(SUBCATEGORY);
      }
      if (url.startsWith('/api/admin/life-areas')) return Response.json(AREAS);
      return Response.json({ categories: [], subcategories: [], items: [] });
    }),
  );
  return puts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

async function renderPage() {
  await renderWithApp(
    <Routes>
      <Route path="/admin/category/:categoryId/sub/:subcategoryId" element={<AdminSubcategoryPage />} />
    </Routes>,
    { route: '/admin/category/c-health/sub/s-sleep' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Sleep quality' });
}

describe('AdminSubcategoryPage', { timeout: 20_000 }, () => {
  it('edits the Spanish name, reorders, removes and adds bar items, and saves them in order', async () => {
    const puts = mockApi();
    await renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Spanish/ }));
    fireEvent.click(screen.getByRole('tab', { name: /Spanish/ }));
    const spanish = await screen.findByRole('tabpanel', { name: /Spanish/ });
    fireEvent.input(within(spanish).getByLabelText('Name in Spanish'), { target: { value: 'Dormir bien' } });

    fireEvent.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const added = screen.getByRole('group', { name: 'Item 2' });
    fireEvent.change(within(added).getByLabelText('Opens'), { target: { value: 'category_dashboard' } });
    fireEvent.change(within(added).getByLabelText('Which one'), { target: { value: 'health' } });
    // Choosing the category fills the item's blank names from the category's.
    expect((within(added).getByLabelText('Name in Spanish') as HTMLInputElement).value).toBe('Salud');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      names: { en: 'Sleep quality', es: 'Dormir bien', ro: null },
      displayOrder: 3,
      navItems: [
        { target: 'planets', slug: null, icon: 'orbit', names: { en: 'Hub', es: 'Hub', ro: null } },
        { target: 'category_dashboard', slug: 'health', names: { en: 'Health', es: 'Salud', ro: 'Sănătate' } },
      ],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sleep quality saved'));
  });

  it('asks for what is missing before sending, and shows what the server refused beside the field', async () => {
    const puts = mockApi(400);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const added = screen.getByRole('group', { name: 'Item 3' });
    fireEvent.change(within(added).getByLabelText('Opens'), { target: { value: 'subcategory' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(added).findByText('Choose a subcategory.')).toBeTruthy();
    expect(within(added).getByText('An English name is required.')).toBeTruthy();
    expect(puts).toHaveLength(0);
    expect(toast.error).toHaveBeenCalledWith('Check the marked fields.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const second = screen.getByRole('group', { name: 'Item 2' });
    expect(await within(second).findByText('This item is already in the bar.')).toBeTruthy();
    expect(toast.error).toHaveBeenLastCalledWith('Some fields are not valid; they are marked.');
  });
});
