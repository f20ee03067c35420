import { beforeAll, describe, expect, it } from 'vitest';
import { getRuntime } from '../../../test/harness';
import { passkeyOptions } from './passkey-options';
import { secondFactorOf } from '../two-factor/second-factor';

beforeAll(async () => {
  await getRuntime();
});

/** The plugin's afterVerification, as better-auth calls it after a passkey's signature checked out. */
async function afterSignature(requestContext: object, userVerified: boolean): Promise<void> {
  const { config } = await getRuntime();
  const check = passkeyOptions(config).authentication?.afterVerification;
  if (!check) throw new Error('passkeyOptions has no afterVerification');
  await check({
    ctx: { context: requestContext },
    verification: { authenticationInfo: { userVerified } },
    clientData: { id: 'credential' },
  } as unknown as Parameters<typeof check>[0]);
}

describe('passkeys and two-factor (issues 29 and 36, ADR 036)', () => {
  it('a passkey that verified the person passes the second factor; one that only proved presence does not', async () => {
    const verified = {};
    const presenceOnly = {};
    await afterSignature(verified, true);
    await afterSignature(presenceOnly, false);
    const path = '/passkey/verify-authentication';
    expect(secondFactorOf({ userId: 'm' }, { path, context: verified })).toBe('passkey');
    // Not refused here any more: the session it makes ends at the code step (second-factor.test.ts).
    expect(secondFactorOf({ userId: 'm' }, { path, context: presenceOnly })).toBeNull();
  });

  it('set the relying party from the public address and trust only its origins', async () => {
    const { config } = await getRuntime();
    const options = passkeyOptions(config);
    expect(options.rpID).toBe(new URL(config.publicUrl).hostname);
    expect(options.rpName).toBe('LifeOrbit');
    expect(options.origin).toEqual(config.trustedOrigins);
  });
});
