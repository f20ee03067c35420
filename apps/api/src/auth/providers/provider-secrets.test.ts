import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signinSecrets } from '../../db/admin-schema';
import { openSecret } from '../../core/secret-box';
import { adminAndMember, auditOf } from '../../../test/admin-support';
import { call, errorOf, getRuntime, type TestMember } from '../../../test/harness';

let admin: TestMember;

beforeAll(async () => {
  ({ admin } = await adminAndMember());
});

describe('sign-in secrets', () => {
  const p8 = crypto
    .generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const body = { teamId: 'ABCDE12345', keyId: 'KEY1234567', servicesId: 'app.lifeorbit.web', privateKey: p8 };

  it('stores the key encrypted, never answers it, and shows the client secret expiry', async () => {
    const response = await call('PUT', '/api/admin/signin-secrets/apple', { cookie: admin.cookie, body });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain(p8.split('\n')[1]!);
    const { providers } = JSON.parse(text) as {
      providers: { provider: string; hasPrivateKey: boolean; clientSecretExpiresAt: string }[];
    };
    const apple = providers.find((p) => p.provider === 'apple')!;
    expect(apple.hasPrivateKey).toBe(true);
    const days = (Date.parse(apple.clientSecretExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(170);
    expect(days).toBeLessThanOrEqual(180);

    const { database, secretsKey } = await getRuntime();
    const [row] = await database.db.select().from(signinSecrets).where(eq(signinSecrets.provider, 'apple'));
    expect(row!.privateKeyCiphertext).not.toContain('PRIVATE KEY');
    expect(openSecret(secretsKey, row!.privateKeyCiphertext!)).toBe(p8);
    const read = await (await call('GET', '/api/admin/signin-secrets', { cookie: admin.cookie })).text();
    expect(read).not.toContain('PRIVATE KEY');
    const audit = await auditOf(admin.id, 'signin_secrets_updated');
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('PRIVATE KEY');
  });

  it('rejects an RSA key or a malformed team id with a 400 naming the field', async () => {
    const rsa = crypto
      .generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const wrongKey = await call('PUT', '/api/admin/signin-secrets/apple', {
      cookie: admin.cookie,
      body: { ...body, privateKey: rsa },
    });
    expect(wrongKey.status).toBe(400);
    expect((await errorOf(wrongKey)).details[0]?.field).toBe('privateKey');
    const wrongTeam = await call('PUT', '/api/admin/signin-secrets/apple', {
      cookie: admin.cookie,
      body: { ...body, teamId: 'x' },
    });
    expect((await errorOf(wrongTeam)).details[0]?.field).toBe('teamId');
  });
});
