import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The code an authenticator app shows now for the Base32 key the settings page shows (RFC 6238, 6 digits, 30 s). */
export function codeFor(key: string): Promise<string> {
  return createOTP(base32.decode(key.replace(/\s/g, ''))).totp();
}
