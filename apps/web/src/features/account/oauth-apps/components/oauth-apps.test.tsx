// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OAuthAppSummary, OAuthGrant } from '@lifeorbit/contracts/oauth';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render';
import { AppsPanel } from './apps-panel';
import { ConsentCard, consentRequestOf } from './consent-card';
import { GrantsPanel } from './grants-panel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const GRANT: OAuthGrant = {
  clientId: 'c1',
  name: 'Desk assistant',
  redirectHost: 'client.example.com',
  scopes: { workouts: 'write', journal: 'read' },
  offlineAccess: true,
  grantedAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
};
const APP: OAuthAppSummary = {
  clientId: 'c2',
  name: 'Coach planner',
  redirectUris: ['https://planner.example.com/cb'],
  createdAt: '2026-12-01T10:00:00.000Z',
};
const ME = { me: { id: 'u1', email: 'a@example.com', name: 'A', roles: [] } };

afterEach(() => vi.unstubAllGlobals());

describe('GrantsPanel', () => {
  it('says where apps will appear when none acts for the member', async () => {
    mockApi(() => json({ grants: [] }));
    await renderWithApp(<GrantsPanel />);
    expect(await screen.findByText('No app acts for you')).toBeTruthy();
  });

  it('lists an app with what it may do in words, and revokes it after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => json({ grants: call.method === 'DELETE' ? [] : [GRANT] }));
    await renderWithApp(<GrantsPanel />);
    const list = await screen.findByRole('list', { name: 'Apps that act for you' });
    expect(list.textContent).toContain('Returns to client.example.com');
    expect(list.textContent).toContain('See, add, change and delete your workouts and sets');
    expect(list.textContent).toContain('See your journal');
    expect(list.textContent).toContain('Stay connected when you are away');
    expect(within(list).getByText('Not yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke Desk assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Desk assistant”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('No app acts for you');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/oauth/grants/c1')).toBe(true);
  });
});

describe('AppsPanel', () => {
  it('asks a name and a redirect URI, and shows the client secret once', async () => {
    const user = userEvent.setup();
    let apps: OAuthAppSummary[] = [];
    const calls = mockApi((call) => {
      if (call.method === 'POST') {
        apps = [APP];
        return json({ app: APP, clientSecret: 'los_secretsecret' }, 201);
      }
      return json({ apps });
    });
    await renderWithApp(<AppsPanel />);
    expect(await screen.findByText('No apps registered')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register an app' }));
    await user.click(screen.getByRole('button', { name: 'Register app' }));
    expect(screen.getByText('Give the app a name.')).toBeTruthy();
    expect(screen.getByText('Give at least one redirect URI.')).toBeTruthy();
    await user.type(screen.getByLabelText('App name'), 'Coach planner');
    await user.type(screen.getByLabelText('Redirect URIs'), ' https://planner.example.com/cb \n\n');
    await user.click(screen.getByRole('button', { name: 'Register app' }));
    const secret = (await screen.findByLabelText('Client secret')) as HTMLInputElement;
    expect(secret.value).toBe('los_secretsecret');
    expect(document.body.textContent).toContain('c2');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Coach planner',
      redirectUris: ['https://planner.example.com/cb'],
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('Client secret')).toBeNull());
    expect(document.body.textContent).not.toContain('los_secretsecret');
    expect(await screen.findByRole('list', { name: 'Your registered apps' })).toBeTruthy();
  });

  it('names a redirect URI the API refuses under its field', async () => {
    const user = userEvent.setup();
    mockApi((call) =>
      call.method === 'POST'
        ? json(
            {
              error: {
                code: 'validation_failed',
                message: 'bad',
                details: [{ field: 'redirectUris.0', code: 'invalid_format', message: 'bad' }],
              },
            },
            400,
          )
        : json({ apps: [] }),
    );
    await renderWithApp(<AppsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Register an app' }));
    await user.type(screen.getByLabelText('App name'), 'Plain');
    await user.type(screen.getByLabelText('Redirect URIs'), 'http://example.com/cb');
    await user.click(screen.getByRole('button', { name: 'Register app' }));
    expect(await screen.findByText(/Each redirect URI is an https address/)).toBeTruthy();
  });
});

describe('ConsentCard', () => {
  const search =
    '?client_id=c1&scope=workouts%3Aread+offline_access&redirect_uri=https%3A%2F%2Fclient.example.com%2Fcallback&state=s&exp=1&sig=abc';

  it('asks a signed-out member to sign in, and brings them back here', async () => {
    mockApi((call) => (call.url === '/api/session' ? json({ me: null }) : json({}, 404)));
    await renderWithApp(<ConsentCard request={consentRequestOf(search)} />);
    const link = await screen.findByRole('link', { name: 'Sign in to continue' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe(`/auth?redirect=/oauth/consent${search}`);
  });

  it('names the app, where it returns and what it asks; Allow sends the signed query and follows the answer', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = mockApi((call) => {
      if (call.url === '/api/session') return json(ME);
      if (call.url === '/api/oauth/clients/c1')
        return json({ clientId: 'c1', name: 'Desk assistant', redirectHosts: ['client.example.com'], scopes: [] });
      return json({ redirect: true, url: 'https://client.example.com/callback?code=x&state=s' });
    });
    await renderWithApp(<ConsentCard request={consentRequestOf(search)} />);
    expect(await screen.findByRole('heading', { name: 'Desk assistant wants to act for you' })).toBeTruthy();
    expect(screen.getByText('After your answer you go back to client.example.com.')).toBeTruthy();
    const asks = screen.getByRole('list', { name: 'It asks to:' });
    expect(
      within(asks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['See your workouts and sets', 'Stay connected when you are away (until you revoke it)']);
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://client.example.com/callback?code=x&state=s'));
    expect(calls.find((c) => c.url === '/api/oauth/consent')?.body).toEqual({
      accept: true,
      oauth_query: search.slice(1),
    });
  });

  it('says a link without the server’s signature is not valid', async () => {
    mockApi(() => json(ME));
    await renderWithApp(<ConsentCard request={consentRequestOf('?client_id=c1')} />);
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
  });
});
