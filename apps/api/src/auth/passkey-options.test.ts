import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { passkey } from '../db/passkey-schema';
import { getRuntime, signUp } from '../../test/harness';
import { insertPasskey } from '../../test/passkey-fixtures';
import { passkeyOptions } from './passkey-options';

beforeAll(async () => {
  await getRuntime();
});

/** The plugin's afterVerification, as better-auth calls it after a passkey's signature checked out. */
async function afterSignature(credentialID: string, userVerified: boolean): Promise<void> {
  const { database, config } = await getRuntime();
  const check = passkeyOptions(database, config).authentication?.afterVerification;
  if (!check) throw new Error('passkeyOptions has no afterVerification');
  await check({
    verification: { authenticationInfo: { userVerified } },
    clientData: { id: credentialID },
  } as unknown as Parameters<typeof check>[0]);
}

async function memberWithPasskey(twoFactor: boolean): Promise<string> {
  const { database } = await getRuntime();
  const member = await signUp();
  if (twoFactor) await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, member.id));
  const id = await insertPasskey(member.id);
  const [row] = await database.db
    .select({ credentialID: passkey.credentialID })
    .from(passkey)
    .where(eq(passkey.id, id));
  return row!.credentialID;
}

describe('passkeys and two-factor (issue 29, ADR 036)', () => {
  it('refuse a passkey that did not verify the person when the member has two-factor on', async () => {
    const credentialID = await memberWithPasskey(true);
    const refused = await afterSignature(credentialID, false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(APIError);
    expect((refused as APIError).body?.code).toBe('USER_VERIFICATION_REQUIRED');
    await expect(afterSignature(credentialID, true)).resolves.toBeUndefined();
  });

  it('let a passkey that only proved presence sign in a member without two-factor', async () => {
    const credentialID = await memberWithPasskey(false);
    await expect(afterSignature(credentialID, false)).resolves.toBeUndefined();
  });

  it('set the relying party from the public address and trust only its origins', async () => {
    const { database, config } = await getRuntime();
    const options = passkeyOptions(database, config);
    expect(options.rpID).toBe(new URL(config.publicUrl).hostname);
    expect(options.rpName).toBe('LifeOrbit');
    expect(options.origin).toEqual(config.trustedOrigins);
  });
});
