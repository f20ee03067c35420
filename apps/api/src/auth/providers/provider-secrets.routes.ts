import { Hono, type Context } from 'hono';
import {
  AppleSecretsRequest,
  GoogleSecretsRequest,
  OidcSecretsRequest,
  SigninSecretsParams,
  type SigninSecretsView,
} from '@lifeorbit/contracts';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams } from '../../core/validation';
import type { AuthNeeds } from '../needs';
import { requireSuperadmin, requireUser } from '../sessions/guards';
import {
  getSigninSecrets,
  removeSigninSecrets,
  saveAppleSecrets,
  saveGoogleSecrets,
  saveOidcSecrets,
} from './provider-secrets.service';
import { signInProviders } from './sign-in-providers';

/**
 * The sign-in providers' keys under /api/admin/signin-secrets (issues 9 and 29): a superadmin's, every change audited,
 * in effect at once in this process and within seconds in the others.
 */
export function providerSecretsRoutes(deps: AppDeps, { logAdminAction }: Pick<AuthNeeds, 'logAdminAction'>) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const { config, secretsKey } = deps;
  const signedIn = requireUser(deps);
  const superadmin = requireSuperadmin(deps);
  const providers = signInProviders(deps);

  routes.get('/admin/signin-secrets', signedIn, superadmin, async (c) => {
    const active = await providers.current();
    const views = await getSigninSecrets(db, config);
    return c.json({ providers: views, active: active.map((p) => p.id) });
  });
  const answerAfterSave = async (c: Context<AppEnv>, views: SigninSecretsView[]) => {
    await providers.refresh();
    return c.json({ providers: views, active: (await providers.current()).map((p) => p.id) });
  };
  routes.put('/admin/signin-secrets/apple', signedIn, superadmin, async (c) => {
    const input = await parseJsonBody(c, AppleSecretsRequest);
    const nowSec = Math.floor(Date.now() / 1000);
    const views = await saveAppleSecrets(db, logAdminAction, config, secretsKey, c.var.user.id, input, nowSec);
    return answerAfterSave(c, views);
  });
  routes.put('/admin/signin-secrets/google', signedIn, superadmin, async (c) => {
    const input = await parseJsonBody(c, GoogleSecretsRequest);
    return answerAfterSave(c, await saveGoogleSecrets(db, logAdminAction, config, secretsKey, c.var.user.id, input));
  });
  routes.put('/admin/signin-secrets/oidc', signedIn, superadmin, async (c) => {
    const input = await parseJsonBody(c, OidcSecretsRequest);
    return answerAfterSave(c, await saveOidcSecrets(db, logAdminAction, config, secretsKey, c.var.user.id, input));
  });
  routes.delete('/admin/signin-secrets/:provider', signedIn, superadmin, async (c) => {
    const { provider } = parseParams(c, SigninSecretsParams);
    return answerAfterSave(c, await removeSigninSecrets(db, logAdminAction, config, c.var.user.id, provider));
  });
  return routes;
}
