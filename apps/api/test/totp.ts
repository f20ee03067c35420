import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

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
