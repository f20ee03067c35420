import crypto from 'node:crypto';
import { getRuntime } from './harness';
import { passkey } from '../src/db/passkey-schema';

const b64url = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/** A registration answer of the right shape whose challenge no server gave out (better-auth refuses it). */
export function fakeRegistrationResponse() {
  const id = b64url(32);
  return {
    id,
    rawId: id,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { clientDataJSON: b64url(120), attestationObject: b64url(300), transports: ['internal'] },
  };
}

/** An authentication answer of the right shape for a credential no one registered. */
export function fakeAuthenticationResponse() {
  const id = b64url(32);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON: b64url(120), authenticatorData: b64url(37), signature: b64url(70) },
  };
}

/** A passkey row for a member, as better-auth's plugin stores one (its key is never used to sign in these tests). */
export async function insertPasskey(userId: string, name = 'Test phone'): Promise<string> {
  const { database } = await getRuntime();
  const id = crypto.randomBytes(16).toString('hex');
  await database.db.insert(passkey).values({
    id,
    name,
    userId,
    publicKey: b64url(77),
    credentialID: b64url(32),
    counter: 0,
    deviceType: 'multiDevice',
    backedUp: true,
    transports: 'internal,hybrid',
    aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4',
  });
  return id;
}
