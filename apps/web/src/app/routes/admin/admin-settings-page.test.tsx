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
      if (init?.method === 'POST' && url === '/api/admin/backup/ticket') {
        const { password } = JSON.parse(String(init.body)) as { password: string };
        if (password === 'the-right-password') return Response.json({ ticket: 'T'.repeat(43), expiresInSec: 60 });
        const detail = { field: 'password', code: 'invalid_value', message: 'The password is wrong' };
        return Response.json(
          { error: { code: 'validation_failed', message: 'The password is wrong', details: [detail] } },
          { status: 400 },
        );
      }
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

  it('asks the password again before a backup download, then downloads through a one-time ticket', async () => {
    mockApi();
    const downloads: (string | null)[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href'));
    });
    try {
      await renderWithApp(<AdminSettingsPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'Download a backup' }));
      const password = await screen.findByLabelText('Password');
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      expect(await screen.findByText('Type your password.')).toBeTruthy();
      fireEvent.change(password, { target: { value: 'a-wrong-password' } });
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      expect(await screen.findByText('That password is wrong.')).toBeTruthy();
      expect(downloads).toEqual([]);
      fireEvent.change(password, { target: { value: 'the-right-password' } });
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(downloads).toEqual([`/api/admin/backup?ticket=${'T'.repeat(43)}`]));
    } finally {
      click.mockRestore();
    }
  });
});
