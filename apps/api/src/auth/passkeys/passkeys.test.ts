import { and, eq } from 'drizzle-orm';
import { PASSKEY_LIMIT } from '@lifeorbit/contracts/passkeys';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../db/schema';
import { passkey } from '../../db/passkey-schema';
import { call, cookieFrom, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { fakeAuthenticationResponse, fakeRegistrationResponse, insertPasskey } from '../../../test/passkey-fixtures';

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

async function ways(member: TestMember): Promise<WaysInResponse> {
  const response = await call('GET', '/api/sign-in/ways', { cookie: member.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as WaysInResponse;
}

/** A member who signed up with a provider only: their password account goes, an identity server link stays. */
async function providerOnlyMember(): Promise<TestMember> {
  const member = await signUp();
  const { database } = await getRuntime();
  await database.db.delete(account).where(and(eq(account.userId, member.id), eq(account.providerId, 'credential')));
  await database.db
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: crypto.randomUUID(), providerId: 'oidc', userId: member.id });
  return member;
}

async function passkeyCount(userId: string): Promise<number> {
  const { database } = await getRuntime();
  return (await database.db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId))).length;
}

describe('a member’s passkeys in settings (issue 29, item 4)', () => {
  it('are listed among the ways in, with their name, kind and maker, oldest first', async () => {
    const member = await signUp();
    expect((await ways(member)).passkeys).toEqual([]);
    const first = await insertPasskey(member.id, 'Phone');
    const second = await insertPasskey(member.id, 'Laptop');
    const { passkeys } = await ways(member);
    expect(passkeys.map((p) => p.id)).toEqual([first, second]);
    expect(passkeys[0]).toMatchObject({
      name: 'Phone',
      deviceType: 'multiDevice',
      backedUp: true,
      authenticator: 'Google Password Manager',
    });
    expect(Number.isNaN(Date.parse(passkeys[0]!.createdAt))).toBe(false);
  });

  it('are renamed by their owner only, with the name cleaned, and a bad name is a 400 naming it', async () => {
    const owner = await signUp();
    const other = await signUp();
    const id = await insertPasskey(owner.id, 'Phone');
    const renamed = await call('PATCH', `/api/sign-in/passkeys/${id}`, {
      cookie: owner.cookie,
      body: { name: '  Work\u200b laptop  ' },
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as WaysInResponse).passkeys[0]!.name).toBe('Work laptop');

    const stolen = await call('PATCH', `/api/sign-in/passkeys/${id}`, { cookie: other.cookie, body: { name: 'Mine' } });
    expect(stolen.status).toBe(404);
    const blank = await call('PATCH', `/api/sign-in/passkeys/${id}`, { cookie: owner.cookie, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).details[0]!.field).toBe('name');
    const long = await call('PATCH', `/api/sign-in/passkeys/${id}`, {
      cookie: owner.cookie,
      body: { name: 'x'.repeat(61) },
    });
    expect(long.status).toBe(400);
    expect((await ways(owner)).passkeys[0]!.name).toBe('Work laptop');
  });

  it('are removed by their owner only; another member’s is a 404 and stays', async () => {
    const owner = await signUp();
    const other = await signUp();
    const id = await insertPasskey(owner.id);
    const stolen = await call('DELETE', `/api/sign-in/passkeys/${id}`, { cookie: other.cookie });
    expect(stolen.status).toBe(404);
    expect((await errorOf(stolen)).details[0]!.field).toBe('passkeyId');
    expect(await passkeyCount(owner.id)).toBe(1);
    const removed = await call('DELETE', `/api/sign-in/passkeys/${id}`, { cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as WaysInResponse).passkeys).toEqual([]);
    expect(await passkeyCount(owner.id)).toBe(0);
  });
});

describe('the last way in, with passkeys (issue 29, items 3 and 4)', () => {
  it('a passkey counts as a way in: the only provider can go while a passkey stays', async () => {
    const member = await providerOnlyMember();
    const refused = await call('DELETE', '/api/sign-in/ways/oidc', { cookie: member.cookie });
    expect(refused.status).toBe(409);
    await insertPasskey(member.id);
    const unlinked = await call('DELETE', '/api/sign-in/ways/oidc', { cookie: member.cookie });
    expect(unlinked.status).toBe(200);
    const body = (await unlinked.json()) as WaysInResponse;
    expect(body.password).toBe(false);
    expect(body.providers.filter((p) => p.linkedAt)).toEqual([]);
    expect(body.passkeys).toHaveLength(1);
  });

  it('the last passkey of a member with no other way in is never removed', async () => {
    const member = await providerOnlyMember();
    const first = await insertPasskey(member.id, 'Phone');
    const second = await insertPasskey(member.id, 'Key');
    expect((await call('DELETE', '/api/sign-in/ways/oidc', { cookie: member.cookie })).status).toBe(200);

    expect((await call('DELETE', `/api/sign-in/passkeys/${first}`, { cookie: member.cookie })).status).toBe(200);
    const last = await call('DELETE', `/api/sign-in/passkeys/${second}`, { cookie: member.cookie });
    expect(last.status).toBe(409);
    const error = await errorOf(last);
    expect(error.code).toBe('conflict');
    expect(error.details[0]).toMatchObject({ field: 'passkeyId', code: 'in_use' });
    expect(await passkeyCount(member.id)).toBe(1);
  });

  it('a member with a password removes every passkey', async () => {
    const member = await signUp();
    const id = await insertPasskey(member.id);
    expect((await call('DELETE', `/api/sign-in/passkeys/${id}`, { cookie: member.cookie })).status).toBe(200);
    expect((await ways(member)).password).toBe(true);
  });
});

describe("better-auth's passkey ceremony behind /api/auth (issue 29, item 4)", () => {
  it('gives a signed-in member registration options for this site, named LifeOrbit, and nobody else', async () => {
    const member = await signUp();
    const response = await call('GET', '/api/auth/passkey/generate-register-options', { cookie: member.cookie });
    expect(response.status).toBe(200);
    const options = (await response.json()) as {
      rp: { id: string; name: string };
      user: { name: string };
      challenge: string;
      authenticatorSelection: { residentKey: string };
    };
    expect(options.rp).toEqual({ id: 'localhost', name: 'LifeOrbit' });
    expect(options.user.name).toBe(member.email);
    expect(options.challenge.length).toBeGreaterThan(20);
    expect(options.authenticatorSelection.residentKey).toBe('required');
    const anonymous = await call('GET', '/api/auth/passkey/generate-register-options');
    expect(anonymous.status).toBe(401);
  });

  it(`stops at ${PASSKEY_LIMIT} passkeys before the browser is asked`, async () => {
    const member = await signUp();
    for (let i = 0; i < PASSKEY_LIMIT; i++) await insertPasskey(member.id, `Key ${i}`);
    const response = await call('GET', '/api/auth/passkey/generate-register-options', { cookie: member.cookie });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).details[0]).toMatchObject({ field: 'passkey', code: 'too_many' });
  });

  it('refuses a new passkey off its contract with a 400 naming the field, and stores nothing', async () => {
    const member = await signUp();
    const wrongType = await call('POST', '/api/auth/passkey/verify-registration', {
      cookie: member.cookie,
      body: { response: { ...fakeRegistrationResponse(), type: 'password' }, name: 'Phone' },
    });
    expect(wrongType.status).toBe(400);
    expect((await errorOf(wrongType)).details[0]!.field).toBe('response.type');
    const noName = await call('POST', '/api/auth/passkey/verify-registration', {
      cookie: member.cookie,
      body: { response: fakeRegistrationResponse() },
    });
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).details[0]!.field).toBe('name');
    const session = await call('POST', '/api/auth/passkey/verify-registration', {
      cookie: member.cookie,
      body: { response: fakeRegistrationResponse(), name: 'Phone', createSession: true },
    });
    expect(session.status).toBe(400);
    expect(await passkeyCount(member.id)).toBe(0);
  });

  it('refuses a forged answer to a real challenge with a 400 naming `response`, never a 500', async () => {
    const member = await signUp();
    const options = await call('GET', '/api/auth/passkey/generate-register-options', { cookie: member.cookie });
    const cookie = `${member.cookie}; ${cookieFrom(options)}`;
    const forged = await call('POST', '/api/auth/passkey/verify-registration', {
      cookie,
      body: { response: fakeRegistrationResponse(), name: 'Phone' },
    });
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).details[0]).toMatchObject({ field: 'response', code: 'invalid_value' });
    expect(await passkeyCount(member.id)).toBe(0);
  });

  it('gives anyone sign-in options, and a passkey this site does not know is a 401 without a session', async () => {
    const options = await call('GET', '/api/auth/passkey/generate-authenticate-options');
    expect(options.status).toBe(200);
    expect(((await options.json()) as { rpId: string }).rpId).toBe('localhost');
    const unknown = await call('POST', '/api/auth/passkey/verify-authentication', {
      cookie: cookieFrom(options),
      body: { response: fakeAuthenticationResponse() },
    });
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).code).toBe('invalid_credentials');
    expect(unknown.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
  });
});
