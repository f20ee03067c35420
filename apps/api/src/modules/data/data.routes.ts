import { Hono, type Context } from 'hono';
import {
  DevMailboxQuery,
  VerifyEmailRequest,
  DeleteAccountRequest,
  IMPORT_MAX_BYTES,
  IMPORT_MEDIA_TYPES,
  ImportMappingRequest,
  ImportParams,
  ImportRunRequest,
  ImportUploadQuery,
} from '@lifeorbit/contracts/data';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { requireSuperadmin, requireUser } from '../../auth/guards';
import { AppError } from '../../core/errors';
import type { AppDeps, AppEnv } from '../../core/deps';
import { acceptBodyTypes, allowBodyUpTo } from '../../core/route-marker';
import { parseJsonBody, parseOptionalJsonBody, parseParams, parseQuery } from '../../core/validation';
import { deleteAccount } from './account.service';
import { exportCsv, exportJson, streamOf } from './export.service';
import { getImport, mapNames, runImport, stageUpload } from './import.service';
import { clientAddress } from '../security';
import { readDevMailbox } from './mailbox.service';

const day = () => new Date().toISOString().slice(0, 10);

/** The request's headers for better-auth, with the caller's address where it reads it (as the /api/auth proxy does). */
function authRequestHeaders(c: Context<AppEnv>, trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientAddress(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/** Import, export and the account under /api/data (issue 24, ADR 032). */
export function dataRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  // The file is the body itself (text/csv or application/json), read as it streams in: up to 50 MB.
  routes.post(
    '/data/imports',
    allowBodyUpTo(IMPORT_MAX_BYTES),
    acceptBodyTypes(IMPORT_MEDIA_TYPES),
    signedIn,
    async (c) => {
      const query = parseQuery(c, ImportUploadQuery);
      return c.json(await stageUpload(db, c.var.user.id, c.req.raw.body, query), 201);
    },
  );
  routes.get('/data/imports/:id', signedIn, async (c) =>
    c.json(await getImport(db, c.var.user.id, parseParams(c, ImportParams).id)),
  );
  routes.put('/data/imports/:id/mappings', signedIn, async (c) => {
    const { id } = parseParams(c, ImportParams);
    return c.json(await mapNames(db, c.var.user.id, id, await parseJsonBody(c, ImportMappingRequest)));
  });
  routes.post('/data/imports/:id/run', signedIn, async (c) => {
    const { id } = parseParams(c, ImportParams);
    const { skipBrokenRows } = await parseOptionalJsonBody(c, ImportRunRequest);
    return c.json(await runImport(db, c.var.user.id, id, skipBrokenRows));
  });

  routes.get('/data/export.csv', signedIn, (c) =>
    c.body(streamOf(exportCsv(db, c.var.user.id)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lifeorbit-workouts-${day()}.csv"`,
      'Cache-Control': 'no-store',
    }),
  );
  routes.get('/data/export.json', signedIn, (c) =>
    c.body(streamOf(exportJson(db, c.var.user.id)), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="lifeorbit-export-${day()}.json"`,
      'Cache-Control': 'no-store',
    }),
  );

  routes.delete('/data/account', signedIn, async (c) => {
    const { password } = await parseJsonBody(c, DeleteAccountRequest);
    await deleteAccount(db, deps.auth, deps.storage, c.var.user.id, password);
    return c.body(null, 204);
  });

  // The e-mail check (issue 24): the mailed link opens /auth/verify, which sends its token here; better-auth checks it.
  // Since sign-up gives no session (issue 36, item 6), the first use of the link signs the member in: the session
  // cookie (or, with two-factor on, the code step's cookie) comes back with the answer. A link of an e-mail that is
  // confirmed already says so and signs no one in.
  routes.post('/data/verify-email', async (c) => {
    const { token } = await parseJsonBody(c, VerifyEmailRequest);
    let verified: { headers: Headers; response: unknown };
    try {
      verified = await deps.auth.api.verifyEmail({
        query: { token },
        headers: authRequestHeaders(c, deps.config.TRUST_PROXY),
        returnHeaders: true,
      });
    } catch {
      throw new AppError('validation_failed', 'The link is not valid any more', [
        { field: 'token', code: 'invalid_value', message: 'Not valid, or expired' },
      ]);
    }
    for (const cookie of verified.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    const twoFactor = (verified.response as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect === true;
    const signedIn = !twoFactor && verified.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
    return c.json({ verified: true, signedIn, twoFactorRedirect: twoFactor });
  });
  routes.post('/data/verification-email', signedIn, async (c) => {
    await deps.auth.api.sendVerificationEmail({ body: { email: c.var.user.email } });
    return c.body(null, 204);
  });

  // The development mailbox: what the app would have e-mailed, for a superadmin; never in production.
  routes.get('/admin/dev-mailbox', signedIn, requireSuperadmin(deps), async (c) => {
    if (deps.config.NODE_ENV === 'production') throw new AppError('not_found', 'There is no mailbox in production');
    const { limit, before } = parseQuery(c, DevMailboxQuery);
    return c.json({ mails: await readDevMailbox(db, c.var.user.id, limit ?? 50, before ?? null) });
  });

  return routes;
}
