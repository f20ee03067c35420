// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ChangePasswordCard } from './change-password-card';

function fill(current: string, next: string, repeat: string) {
  fireEvent.input(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.input(screen.getByLabelText('New password again'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ChangePasswordCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields first and sends nothing when they are wrong', async () => {
    const fetchMock = answer(200, {});
    await renderWithApp(<ChangePasswordCard />);
    fill('', 'short', 'short');
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Use 8 to 128 characters.')).toBeTruthy();
    fill('old-password-1', 'a-new-password-2', 'a-new-password-3');
    expect(await screen.findByText('The two new passwords are not the same.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API to sign every other device out, then says so', async () => {
    const fetchMock = answer(200, { user: { id: 'u1' } });
    await renderWithApp(<ChangePasswordCard />);
    fill('old-password-1', 'a-new-password-2', 'a-new-password-2');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Password changed. You have been signed out on every other device.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'a-new-password-2',
      revokeOtherSessions: true,
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('says so when the current password is wrong', async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'x',
        details: [{ field: 'currentPassword', code: 'invalid_value', message: 'The current password is wrong' }],
      },
    });
    await renderWithApp(<ChangePasswordCard />);
    fill('not-it-at-all', 'a-new-password-2', 'a-new-password-2');
    expect(await screen.findByText('That is not your current password.')).toBeTruthy();
  });
});
