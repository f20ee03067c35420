import type { PasskeyOptions } from '@better-auth/passkey';
import type { Config } from '../../config/env';
import { notePasskeyUserVerification } from '../two-factor/second-factor';

/**
 * better-auth's passkey plugin, set for LifeOrbit (issue 29, ADR 036):
 * - the relying party is the app's public address: its host name (`BETTER_AUTH_URL`, localhost by default) is the
 *   rpID, so a passkey made on https://lifeorbit.example works there and nowhere else, and the tests' localhost works;
 * - the origins a passkey may answer from are the ones already trusted with cookies (the public origin, and in
 *   development localhost and 127.0.0.1 on the port), never whatever Origin header a request carries;
 * - a passkey is one step, like better-auth's own. When the member turned two-factor on, a passkey whose authenticator
 *   verified the person (PIN, fingerprint, face) is both factors; one that did not ends at the code step, as a password
 *   does (second-factor.ts decides, from what is noted here).
 */
export function passkeyOptions(config: Config): PasskeyOptions {
  return {
    rpID: new URL(config.publicUrl).hostname,
    rpName: 'LifeOrbit',
    origin: config.trustedOrigins,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    authentication: {
      afterVerification: async ({ ctx, verification }) => {
        notePasskeyUserVerification(ctx.context, verification.authenticationInfo.userVerified);
      },
    },
  };
}
