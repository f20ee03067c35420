import {
  OAUTH_APP_LIMIT,
  OAUTH_SCOPES,
  OFFLINE_ACCESS,
  scopesFromOAuth,
  type CreateOAuthAppRequest,
  type CreatedOAuthAppResponse,
  type OAuthAppListResponse,
  type OAuthAppSummary,
  type OAuthClientInfo,
  type OAuthGrantListResponse,
} from '@lifeorbit/contracts/oauth';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import {
  countOwnClients,
  deleteOwnClient,
  findClient,
  listGrants,
  listOwnClients,
  revokeGrant,
} from './oauth-apps.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function hostOf(uri: string): string {
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
}

interface ClientRow {
  clientId: string;
  name: string | null;
  redirectUris: string[];
  createdAt: Date | string | null;
}

function summaryOf(row: ClientRow): OAuthAppSummary {
  return {
    clientId: row.clientId,
    name: row.name ?? row.clientId,
    redirectUris: row.redirectUris,
    createdAt: new Date(row.createdAt ?? 0).toISOString(),
  };
}

export async function listOwnApps(db: AppDb, userId: string): Promise<OAuthAppListResponse> {
  return { apps: (await listOwnClients(db, userId)).map(summaryOf) };
}

/** What the plugin's server-side registration takes and answers (better-auth's generic Auth type does not name it). */
interface OAuthProviderApi {
  createOAuthClient(input: {
    headers: Headers;
    body: {
      client_name: string;
      redirect_uris: string[];
      scope: string;
      token_endpoint_auth_method: 'client_secret_basic';
      grant_types: ('authorization_code' | 'refresh_token')[];
      response_types: ['code'];
      application_type: 'web' | 'native';
    };
  }): Promise<{ client_id: string; client_secret?: string }>;
}

const isLoopback = (uri: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(uri).hostname);

/**
 * Registers an app for the member through the plugin (as the signed-in member: the request's own headers), a
 * confidential client whose secret is answered once. An app whose every redirect URI is on the member's own computer
 * (http on localhost) is a native app, the only kind the plugin lets use loopback addresses. At most OAUTH_APP_LIMIT.
 */
export async function createOwnApp(
  deps: Pick<AppDeps, 'auth' | 'database'>,
  userId: string,
  headers: Headers,
  request: CreateOAuthAppRequest,
): Promise<CreatedOAuthAppResponse> {
  const db = deps.database.db;
  if ((await countOwnClients(db, userId)) >= OAUTH_APP_LIMIT) {
    throw new AppError('conflict', `You have ${OAUTH_APP_LIMIT} apps: delete one before registering another`, [
      { field: 'name', code: 'too_many', message: `At most ${OAUTH_APP_LIMIT} apps` },
    ]);
  }
  const api = deps.auth.api as unknown as OAuthProviderApi;
  let created: { client_id: string; client_secret?: string };
  try {
    created = await api.createOAuthClient({
      headers,
      body: {
        client_name: request.name,
        redirect_uris: request.redirectUris,
        scope: OAUTH_SCOPES.join(' '),
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        application_type: request.redirectUris.every(isLoopback) ? 'native' : 'web',
      },
    });
  } catch (error) {
    const message = (error as { body?: { error_description?: string } }).body?.error_description;
    throw new AppError('validation_failed', `redirectUris: ${message ?? 'not accepted'}`, [
      { field: 'redirectUris', code: 'invalid_value', message: message ?? 'These redirect URIs are not accepted' },
    ]);
  }
  const [row] = (await listOwnClients(db, userId)).filter((app) => app.clientId === created.client_id);
  if (!row || !created.client_secret) throw new Error('The registered app was not found');
  return { app: summaryOf(row), clientSecret: created.client_secret };
}

/** Deletes one of the member's apps, ending every grant it had; another member's (or none) is a 404. */
export async function deleteOwnApp(db: AppDb, userId: string, clientId: string): Promise<OAuthAppListResponse> {
  if (!(await deleteOwnClient(db, userId, clientId))) {
    throw new AppError('not_found', 'This app is not one of yours', [
      { field: 'clientId', code: 'not_found', message: 'This app is not one of yours' },
    ]);
  }
  return listOwnApps(db, userId);
}

export async function listOwnGrants(db: AppDb, userId: string): Promise<OAuthGrantListResponse> {
  const rows = await listGrants(db, userId);
  return {
    grants: rows.map((row) => ({
      clientId: row.clientId,
      name: row.name ?? row.clientId,
      redirectHost: row.redirectUris[0] ? hostOf(row.redirectUris[0]) : '',
      scopes: scopesFromOAuth(row.scopes),
      offlineAccess: row.scopes.includes(OFFLINE_ACCESS),
      grantedAt: new Date(row.updatedAt ?? row.createdAt ?? 0).toISOString(),
      lastUsedAt: iso(row.lastUsedAt),
    })),
  };
}

/** Ends an app's access for the member (consent and tokens); an app that holds none of theirs is a 404. */
export async function revokeOwnGrant(db: AppDb, userId: string, clientId: string): Promise<OAuthGrantListResponse> {
  if (!(await revokeGrant(db, userId, clientId))) {
    throw new AppError('not_found', 'This app does not act for you', [
      { field: 'clientId', code: 'not_found', message: 'This app does not act for you' },
    ]);
  }
  return listOwnGrants(db, userId);
}

/** The consent page's view of an app: its name and where it sends the member back. */
export async function clientInfo(db: AppDb, clientId: string): Promise<OAuthClientInfo> {
  const row = await findClient(db, clientId);
  if (!row) {
    throw new AppError('not_found', 'No such app', [{ field: 'clientId', code: 'not_found', message: 'No such app' }]);
  }
  return {
    clientId: row.clientId,
    name: row.name ?? row.clientId,
    redirectHosts: [...new Set(row.redirectUris.map(hostOf))],
    scopes: row.scopes ?? [...OAUTH_SCOPES],
  };
}
