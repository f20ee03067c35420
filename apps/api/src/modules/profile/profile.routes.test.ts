import { describe, expect, it } from 'vitest';
import { call, errorOf, signUp } from '../../../test/harness';

describe('PATCH /api/profile', () => {
  it('saves display name, language, unit and onboarding, and /api/me shows them', async () => {
    const member = await signUp();
    const response = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      body: { displayName: '  Ana  ', preferredLanguage: 'es', weightUnit: 'lb', onboardingDone: true },
    });
    expect(response.status).toBe(200);
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      name: 'Ana',
      profile: { displayName: 'Ana', preferredLanguage: 'es', weightUnit: 'lb', onboardingDone: true },
    });
  });

  it('clears the display name with null, falling back to the e-mail name', async () => {
    const member = await signUp();
    await call('PATCH', '/api/profile', { cookie: member.cookie, body: { displayName: 'Temp' } });
    await call('PATCH', '/api/profile', { cookie: member.cookie, body: { displayName: null } });
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as { name: string };
    expect(me.name).toBe(member.email.split('@')[0]);
  });

  it.each([
    [{ weightUnit: 'stone' }, 'weightUnit'],
    [{ preferredLanguage: 'fr' }, 'preferredLanguage'],
    [{ displayName: 'x'.repeat(10_000) }, 'displayName'],
    [{ onboardingDone: 'yes' }, 'onboardingDone'],
    [{ isSuperadmin: true }, '(body)'],
  ])('rejects %j with a 400 naming %s and changes nothing', async (body, field) => {
    const member = await signUp();
    await call('PATCH', '/api/profile', { cookie: member.cookie, body: { displayName: 'Kept', weightUnit: 'kg' } });
    const response = await call('PATCH', '/api/profile', { cookie: member.cookie, body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details.map((d) => d.field)).toContain(field);
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as {
      name: string;
      isSuperadmin: boolean;
      profile: { weightUnit: string };
    };
    expect(me.name).toBe('Kept');
    expect(me.profile.weightUnit).toBe('kg');
    expect(me.isSuperadmin).toBe(false);
  });

  it('is a 401 without a session', async () => {
    expect((await call('PATCH', '/api/profile', { body: { weightUnit: 'kg' } })).status).toBe(401);
  });

  it('refuses a write from a foreign origin (CSRF)', async () => {
    const member = await signUp();
    const response = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      headers: { origin: 'https://evil.example' },
      body: { displayName: 'Hacked' },
    });
    expect(response.status).toBe(403);
    const crossSite = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { displayName: 'Hacked' },
    });
    expect(crossSite.status).toBe(403);
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as { name: string };
    expect(me.name).not.toBe('Hacked');
  });
});
