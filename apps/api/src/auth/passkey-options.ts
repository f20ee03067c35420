import type { PasskeyOptions } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { twoFactorOnForCredential } from './access.repository';

/**
 * better-auth's passkey plugin, set for LifeOrbit (issue 29, ADR 036):
 * - the relying party is the app's public address: its host name (`BETTER_AUTH_URL`, localhost by default) is the
 *   rpID, so a passkey made on https://lifeorbit.example works there and nowhere else, and the tests' localhost works;
 * - the origins a passkey may answer from are the ones already trusted with cookies (the public origin, and in
 *   development localhost and 127.0.0.1 on the port), never whatever Origin header a request carries;
 * - a passkey is one step, like better-auth's own: but when the member turned two-factor on, the authenticator must
 *   have verified the person (PIN, fingerprint, face), so that a passkey sign-in still asks two factors of them.
 */
export function passkeyOptions(database: Database, config: Config): PasskeyOptions {
  return {
    rpID: new URL(config.publicUrl).hostname,
    rpName: 'LifeOrbit',
    origin: config.trustedOrigins,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    authentication: {
      afterVerification: async ({ verification, clientData }) => {
        if (verification.authenticationInfo.userVerified) return;
        if (await twoFactorOnForCredential(database.db, String(clientData.id))) {
          throw new APIError('UNAUTHORIZED', {
            code: 'USER_VERIFICATION_REQUIRED',
            message: 'This passkey did not ask for your PIN or fingerprint, which two-factor sign-in requires',
          });
        }
      },
    },
  };
}
