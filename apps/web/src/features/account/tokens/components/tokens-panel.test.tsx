// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenSummary } from '@lifeorbit/contracts/tokens';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render';
import { TokensPanel } from './tokens-panel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SUMMARY: TokenSummary = {
  id: 't1',
  name: 'Sheet sync',
  start: 'lo_AbCdEf',
  scopes: { workouts: 'write', journal: 'read' },
  createdAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('TokensPanel', () => {
  it('says where tokens will appear when there are none', async () => {
    mockApi(() => json({ tokens: [] }));
    await renderWithApp(<TokensPanel />);
    expect(await screen.findByText('Tokens you create for scripts and apps appear here.')).toBeTruthy();
  });

  it('lists a token by name, first characters, scopes and dates, never the token', async () => {
    mockApi(() => json({ tokens: [SUMMARY] }));
    await renderWithApp(<TokensPanel />);
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('lo_AbCdEf…')).toBeTruthy();
    expect(list.textContent).toContain('Workouts and sets: read and write · Journal: read');
    expect(within(list).getAllByText('Never')).toHaveLength(2);
  });

  it('asks a name and an area first, sends write with read, and shows the new token once', async () => {
    const user = userEvent.setup();
    let tokens: TokenSummary[] = [];
    const calls = mockApi((call) => {
      if (call.method === 'POST') {
        tokens = [SUMMARY];
        return json({ token: 'lo_secretsecret', summary: SUMMARY }, 201);
      }
      return json({ tokens });
    });
    await renderWithApp(<TokensPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create a token' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name.')).toBeTruthy();
    expect(screen.getByText('Pick at least one area the token may read.')).toBeTruthy();

    await user.type(screen.getByLabelText('Token name'), 'Sheet sync');
    await user.click(screen.getByRole('checkbox', { name: 'Workouts and sets: write' }));
    expect((screen.getByRole('checkbox', { name: 'Workouts and sets: read' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Journal: read' }));
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const field = (await screen.findByLabelText('New token')) as HTMLInputElement;
    expect(field.value).toBe('lo_secretsecret');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Sheet sync',
      scopes: { workouts: 'write', journal: 'read' },
      expiresInDays: null,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('New token')).toBeNull());
    expect(document.body.textContent).not.toContain('lo_secretsecret');
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => json({ tokens: call.method === 'DELETE' ? [] : [SUMMARY] }));
    await renderWithApp(<TokensPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Sheet sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Sheet sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Tokens you create for scripts and apps appear here.');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/tokens/t1')).toBe(true);
  });
});
