import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { oauthAccessToken, oauthClient, oauthConsent, oauthRefreshToken } from '../../db/oauth-schema';
import { OAUTH_APP_LIMIT } from '@lifeorbit/contracts/oauth';

/** A member's own apps, newest first. */
export async function listOwnClients(db: AppDb, userId: string) {
  return db
    .select({
      clientId: oauthClient.clientId,
      name: oauthClient.name,
      redirectUris: oauthClient.redirectUris,
      createdAt: oauthClient.createdAt,
    })
    .from(oauthClient)
    .where(eq(oauthClient.userId, userId))
    .orderBy(desc(oauthClient.createdAt), desc(oauthClient.id))
    .limit(OAUTH_APP_LIMIT);
}

export async function countOwnClients(db: AppDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(oauthClient).where(eq(oauthClient.userId, userId));
  return row?.n ?? 0;
}

/** Deletes one of the member's own apps, and with it every token and consent it was given; whether it was theirs. */
export async function deleteOwnClient(db: AppDb, userId: string, clientId: string): Promise<boolean> {
  const deleted = await db
    .delete(oauthClient)
    .where(and(eq(oauthClient.clientId, clientId), eq(oauthClient.userId, userId)))
    .returning({ id: oauthClient.id });
  return deleted.length > 0;
}

/** What the consent page shows of an app; null for an unknown or disabled one. */
export async function findClient(db: AppDb, clientId: string) {
  const [row] = await db
    .select({
      clientId: oauthClient.clientId,
      name: oauthClient.name,
      redirectUris: oauthClient.redirectUris,
      scopes: oauthClient.scopes,
    })
    .from(oauthClient)
    .where(and(eq(oauthClient.clientId, clientId), sql`${oauthClient.disabled} IS NOT TRUE`));
  return row ?? null;
}

/** The apps that act for a member: their consents, with the app's name and redirect URIs, newest first. */
export async function listGrants(db: AppDb, userId: string) {
  return db
    .select({
      clientId: oauthConsent.clientId,
      name: oauthClient.name,
      redirectUris: oauthClient.redirectUris,
      scopes: oauthConsent.scopes,
      createdAt: oauthConsent.createdAt,
      updatedAt: oauthConsent.updatedAt,
      lastUsedAt: oauthConsent.lastUsedAt,
    })
    .from(oauthConsent)
    .innerJoin(oauthClient, eq(oauthClient.clientId, oauthConsent.clientId))
    .where(eq(oauthConsent.userId, userId))
    .orderBy(desc(oauthConsent.updatedAt), asc(oauthConsent.clientId))
    .limit(100);
}

/**
 * Ends what an app may do for a member: their consent and every token it holds of theirs (access and refresh), in one
 * transaction; the app's next request is a 401 and it must ask again. Whether there was anything to end.
 */
export async function revokeGrant(db: AppDb, userId: string, clientId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const consents = await tx
      .delete(oauthConsent)
      .where(and(eq(oauthConsent.userId, userId), eq(oauthConsent.clientId, clientId)))
      .returning({ id: oauthConsent.id });
    const refresh = tx
      .select({ id: oauthRefreshToken.id })
      .from(oauthRefreshToken)
      .where(and(eq(oauthRefreshToken.userId, userId), eq(oauthRefreshToken.clientId, clientId)));
    const access = await tx
      .delete(oauthAccessToken)
      .where(
        and(
          eq(oauthAccessToken.clientId, clientId),
          sql`(${oauthAccessToken.userId} = ${userId} OR ${inArray(oauthAccessToken.refreshId, refresh)})`,
        ),
      )
      .returning({ id: oauthAccessToken.id });
    const refreshed = await tx
      .delete(oauthRefreshToken)
      .where(and(eq(oauthRefreshToken.userId, userId), eq(oauthRefreshToken.clientId, clientId)))
      .returning({ id: oauthRefreshToken.id });
    return consents.length + access.length + refreshed.length > 0;
  });
}
