import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect } from 'vitest';
import { call, cookieFrom, type TestMember } from './harness';

/** The key an authenticator app reads from an otpauth:// address (the `secret` parameter, in Base32). */
export function totpKeyOf(totpURI: string): string {
  const key = new URL(totpURI).searchParams.get('secret');
  if (!key) throw new Error(`no secret in ${totpURI}`);
  return key;
}

/** The code an authenticator app shows now for a Base32 key (RFC 6238: 6 digits, 30 seconds), as a member types it. */
export function totpNow(key: string): Promise<string> {
  return createOTP(base32.decode(key)).totp();
}

/** Turns two-factor on as the settings card does (the password, then a code); answers the key and the session cookie. */
export async function turnOnTwoFactor(member: TestMember): Promise<{ key: string; cookie: string }> {
  const started = await call('POST', '/api/auth/two-factor/enable', {
    cookie: member.cookie,
    body: { password: member.password },
  });
  expect(started.status).toBe(200);
  const key = totpKeyOf(((await started.json()) as { totpURI: string }).totpURI);
  const confirmed = await call('POST', '/api/auth/two-factor/verify-totp', {
    cookie: member.cookie,
    body: { code: await totpNow(key) },
  });
  expect(confirmed.status).toBe(200);
  return { key, cookie: cookieFrom(confirmed) || member.cookie };
}
