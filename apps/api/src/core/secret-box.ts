import crypto from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest. The key is 32 bytes from SECRETS_ENCRYPTION_KEY (base64) or, when that is not
 * set, derived from the auth secret with HKDF, so a database copy alone never reveals a private key.
 */
export function deriveSecretsKey(configured: string | undefined, authSecret: string): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  return Buffer.from(crypto.hkdfSync('sha256', authSecret, 'lifeorbit', 'signin-secrets', 32));
}

export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unknown secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** Apple allows a client secret to live at most six months. */
export const APPLE_CLIENT_SECRET_TTL_SEC = 180 * 24 * 60 * 60;

/** Sign in with Apple's client secret: an ES256 JWT signed with the team's .p8 key. */
export function createAppleClientSecret(input: {
  teamId: string;
  keyId: string;
  servicesId: string;
  privateKeyPem: string;
  nowSec: number;
}): { jwt: string; expiresAtSec: number } {
  const key = crypto.createPrivateKey(input.privateKeyPem);
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('The key must be an EC P-256 (.p8) key');
  }
  const expiresAtSec = input.nowSec + APPLE_CLIENT_SECRET_TTL_SEC;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ alg: 'ES256', kid: input.keyId })}.${encode({
    iss: input.teamId,
    iat: input.nowSec,
    exp: expiresAtSec,
    aud: 'https://appleid.apple.com',
    sub: input.servicesId,
  })}`;
  const signature = crypto.sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
  return { jwt: `${signingInput}.${signature.toString('base64url')}`, expiresAtSec };
}
