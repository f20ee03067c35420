// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { renderWithApp } from '@/test/render';
import { AuthForm } from './auth-form';

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('AuthForm', () => {
  it('explains an e-mail that breaks the spec rule and sends nothing', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<AuthForm mode="signup" isPending={false} submitError={null} onSubmit={onSubmit} />);
    fill('name@nodot', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid e-mail, like name@example.com.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for 8 characters at sign-up', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<AuthForm mode="signup" isPending={false} submitError={null} onSubmit={onSubmit} />);
    fill('ana@example.com', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid form trimmed', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<AuthForm mode="signin" isPending={false} submitError={null} onSubmit={onSubmit} />);
    fill('  ana@example.com ', 'whatever');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'whatever' });
  });

  it.each([
    [new ApiError(401, 'invalid_credentials', 'x'), 'Wrong e-mail or password.'],
    [new ApiError(409, 'email_taken', 'x'), 'An account with this e-mail already exists. Sign in instead.'],
    [new ApiError(403, 'email_not_verified', 'x'), 'Confirm your e-mail first: we sent a new link.'],
    [new ApiError(429, 'rate_limited', 'x'), 'Too many attempts. Wait a few seconds and try again.'],
    [new ApiError(0, 'network_error', 'x'), 'We could not reach LifeOrbit. Check your connection and try again.'],
  ])('shows the API error %s in words a person understands', async (error, text) => {
    await renderWithApp(<AuthForm mode="signin" isPending={false} submitError={error} onSubmit={vi.fn()} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says Signing in… while pending and disables the button', async () => {
    await renderWithApp(<AuthForm mode="signin" isPending submitError={null} onSubmit={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
