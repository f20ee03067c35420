// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi as mockFetch } from '@/test/mock-api';
import { renderWithApp } from '@/test/render';
import { ReferenceList } from './reference-list';

const GRIPS = {
  kind: 'grips',
  items: [
    {
      id: 'g-over',
      slug: 'overhand',
      displayOrder: 1,
      name: 'Overhand',
      names: { en: 'Overhand', es: 'Prono', ro: null },
      exerciseCount: 40,
    },
    {
      id: 'g-false',
      slug: 'false-grip',
      displayOrder: 9,
      name: 'False grip',
      names: { en: 'False grip', es: null, ro: null },
      exerciseCount: 0,
    },
  ],
};

function mockApi() {
  return mockFetch(({ method, body }) => {
    if (method === 'GET') return Response.json(GRIPS);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json({ ...GRIPS.items[1], ...(body as object) }, { status: method === 'POST' ? 201 : 200 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ReferenceList', { timeout: 20_000 }, () => {
  it('lists rows with their missing languages and refuses to delete rows exercises use', async () => {
    mockApi();
    await renderWithApp(<ReferenceList kind="grips" />);
    const row = (await screen.findByText('Overhand')).closest('tr')!;
    expect(within(row).getByText('Missing in Romanian')).toBeTruthy();
    expect(within(row).getByText('40 exercises')).toBeTruthy();
    expect((within(row).getByRole('button', { name: 'Delete Overhand' }) as HTMLButtonElement).disabled).toBe(true);
    const unused = screen.getByText('False grip').closest('tr')!;
    expect((within(unused).getByRole('button', { name: 'Delete False grip' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('adds a row: the slug follows the English name until edited, blank translations are sent as null', async () => {
    const calls = mockApi();
    await renderWithApp(<ReferenceList kind="grips" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New grip' }));
    const dialog = await screen.findByRole('dialog', { name: 'New grip' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An English name is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.input(within(dialog).getByLabelText('Name in English *'), { target: { value: 'Thumbless grip' } });
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('thumbless-grip');
    fireEvent.input(within(dialog).getByLabelText('Name in Spanish'), { target: { value: 'Agarre sin pulgar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/catalogue/grips',
      body: {
        slug: 'thumbless-grip',
        displayOrder: 0,
        names: { en: 'Thumbless grip', es: 'Agarre sin pulgar', ro: null },
      },
    });
  });

  it('deletes an unused row after asking', async () => {
    const calls = mockApi();
    await renderWithApp(<ReferenceList kind="grips" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete False grip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “False grip”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/admin/catalogue/grips/g-false');
  });
});
