import nodeCrypto from 'node:crypto';
import { signinSecrets } from '../../db/admin-schema';
import { getRuntime } from '../../../test/harness';
import { superadminOnly, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** The sign-in providers' keys (issues 9 and 29): superadmins only. */
export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/admin/signin-secrets', expect: superadminOnly(200) },
    {
      method: 'PUT',
      route: '/api/admin/signin-secrets/apple',
      body: () => ({
        teamId: 'ABCDE12345',
        keyId: 'KEY1234567',
        servicesId: 'app.lifeorbit.web',
        privateKey: nodeCrypto
          .generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      }),
      expect: superadminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/admin/signin-secrets/google',
      body: () => ({ clientId: 'matrix.apps.googleusercontent.com', clientSecret: 'matrix-secret' }),
      expect: superadminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/admin/signin-secrets/oidc',
      // Nothing listens there: the provider is stored but gets no button, and no test reaches out of the machine.
      body: () => ({
        issuer: 'http://127.0.0.1:9',
        name: 'Matrix ID',
        clientId: 'matrix',
        clientSecret: 'matrix-secret',
      }),
      expect: superadminOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/admin/signin-secrets/:provider',
      path: async () => {
        const { database } = await getRuntime();
        await database.db
          .insert(signinSecrets)
          .values({ provider: 'google', clientId: 'matrix-delete' })
          .onConflictDoNothing();
        return '/api/admin/signin-secrets/google';
      },
      expect: superadminOnly(200),
    },
  ],
};
