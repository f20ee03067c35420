import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieFrom, errorOf, getRuntime, signUp } from '../../../test/harness';

async function signInAgain(email: string, password: string): Promise<string> {
  const response = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

const isSignedIn = async (cookie: string) => (await call('GET', '/api/me', { cookie })).status === 200;

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

describe('POST /api/auth/change-password', () => {
  it('signs the member out everywhere else by default, and keeps this device signed in', async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const response = await call('POST', '/api/auth/change-password', {
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: 'a-new-password-2' },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    const here = cookieFrom(response);
    expect(await isSignedIn(here)).toBe(true);
    // The new password works; the old one does not.
    await signInAgain(member.email, 'a-new-password-2');
    const old = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(old.status).toBe(401);
  });

  it('keeps the other sessions only when asked to', async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const response = await call('POST', '/api/auth/change-password', {
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: 'a-new-password-2', revokeOtherSessions: false },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('answers a wrong current password with a 400 naming it, and changes nothing', async () => {
    const member = await signUp();
    const phone = await signInAgain(member.email, member.password);
    const response = await call('POST', '/api/auth/change-password', {
      cookie: member.cookie,
      body: { currentPassword: 'not-the-password', newPassword: 'a-new-password-2' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toEqual(['currentPassword']);
    expect(await isSignedIn(phone)).toBe(true);
    await signInAgain(member.email, member.password);
  });

  it('refuses a new password shorter than 8 characters with a 400 naming it', async () => {
    const member = await signUp();
    const response = await call('POST', '/api/auth/change-password', {
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: 'short' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toEqual(['newPassword']);
  });

  it('is a 401 without a session', async () => {
    const response = await call('POST', '/api/auth/change-password', {
      body: { currentPassword: 'whatever-1', newPassword: 'a-new-password-2' },
    });
    expect(response.status).toBe(401);
  });
});
