import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, getRuntime, signUp, uniqueEmail } from '../../../test/harness';
import { SIGN_IN_ATTEMPTS } from './sign-in-throttle';

const signIn = (email: string, password: string) =>
  // A fresh address every time: the per-address limit never applies, only the per-account one.
  call('POST', '/api/auth/sign-in/email', { body: { email, password } });

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

describe('per-account sign-in limit', () => {
  it(`refuses an e-mail after ${SIGN_IN_ATTEMPTS.strict} failed sign-ins from many addresses, even with the right password`, async () => {
    const member = await signUp();
    const other = await signUp();
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS.strict; attempt++) {
      expect((await signIn(member.email, 'wrong-password')).status).toBe(401);
    }
    const locked = await signIn(member.email, member.password);
    expect(locked.status).toBe(429);
    expect((await errorOf(locked)).code).toBe('rate_limited');
    // Another account is not affected, and the member's open session still works.
    expect((await signIn(other.email, other.password)).status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
  });

  it('answers an unknown e-mail the same way, so the limit tells nothing about which accounts exist', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS.strict; attempt++) {
      expect((await signIn(email, 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(email, 'wrong-password')).status).toBe(429);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const member = await signUp();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS.strict - 1; attempt++) {
        expect((await signIn(member.email, 'wrong-password')).status).toBe(401);
      }
      expect((await signIn(member.email, member.password)).status).toBe(200);
    }
  });

  it('counts the e-mail whatever its case', async () => {
    const member = await signUp();
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS.strict; attempt++) {
      expect((await signIn(attempt % 2 ? member.email.toUpperCase() : member.email, 'wrong-password')).status).toBe(
        401,
      );
    }
    expect((await signIn(member.email, member.password)).status).toBe(429);
  });
});
