// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminSettingsPage } from './admin-settings-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const profile = (slug: string, name: string, isDefault: boolean) => ({
  id: `id-${slug}`,
  slug,
  name,
  isDefault,
  barbellKg: 20,
  ezbarKg: 7.5,
  fixedKg: 20,
  platesKgPerSide: [20],
  singleMinIncrementKg: 2.5,
  stackIncrementKg: 5,
  auxIncrementsKg: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function mockApi() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const settings = {
        defaultLanguage: 'en',
        defaultPlateProfile: 'standard-gym',
        warmupStrategy: 'ramped',
        registrationOpen: true,
        staffTwoFactorRequired: false,
      };
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as object;
        puts.push(body);
        return Response.json({ ...settings, ...body });
      }
      if (url === '/api/admin/plate-profiles') {
        return Response.json({
          items: [profile('standard-gym', 'Standard gym', true), profile('home-gym', 'Home gym', false)],
        });
      }
      return Response.json(settings);
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminSettingsPage', { timeout: 20_000 }, () => {
  it('chooses the default plate profile among the catalogue profiles, by name, and saves its slug', async () => {
    const puts = mockApi();
    await renderWithApp(<AdminSettingsPage />);
    const select = (await screen.findByLabelText('Default plate profile')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual(['Standard gym', 'Home gym']);
    expect(select.value).toBe('standard-gym');
    fireEvent.change(select, { target: { value: 'home-gym' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ defaultPlateProfile: 'home-gym', warmupStrategy: 'ramped' });
  });

  it('turns on "Staff must use two-factor", off until then', async () => {
    const puts = mockApi();
    await renderWithApp(<AdminSettingsPage />);
    const box = (await screen.findByRole('checkbox', { name: 'Staff must use two-factor' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ staffTwoFactorRequired: true });
  });

  it('offers the backup download as a link to the audited admin route', async () => {
    mockApi();
    await renderWithApp(<AdminSettingsPage />);
    const link = await screen.findByRole('link', { name: 'Download a backup' });
    expect(link.getAttribute('href')).toBe('/api/admin/backup');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
