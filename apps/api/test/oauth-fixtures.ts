import crypto from 'node:crypto';
import { getRuntime } from './harness';
import { oauthClient, oauthConsent } from '../src/db/oauth-schema';

/**
 * An OAuth app as @better-auth/oauth-provider stores one, without going through settings: for the permission matrix.
 * With `consentOf`, that member has allowed it (workouts:read), so it acts for them.
 */
export async function insertOAuthClient(ownerId: string | null, consentOf?: string): Promise<string> {
  const { database } = await getRuntime();
  const clientId = crypto.randomBytes(16).toString('hex');
  const now = new Date();
  await database.db.insert(oauthClient).values({
    id: crypto.randomUUID(),
    clientId,
    name: 'Matrix app',
    userId: ownerId,
    redirectUris: ['https://matrix.example.com/callback'],
    tokenEndpointAuthMethod: 'none',
    grantTypes: ['authorization_code', 'refresh_token'],
    responseTypes: ['code'],
    requirePKCE: true,
    createdAt: now,
    updatedAt: now,
  });
  if (consentOf) {
    await database.db.insert(oauthConsent).values({
      id: crypto.randomUUID(),
      clientId,
      userId: consentOf,
      scopes: ['workouts:read'],
      createdAt: now,
      updatedAt: now,
    });
  }
  return clientId;
}
