import { eq } from 'drizzle-orm';
import {
  TOKEN_LIMIT,
  TOKEN_PREFIX,
  type CreatedTokenResponse,
  type TokenListResponse,
} from '@lifeorbit/contracts/tokens';
import { defaultKeyHasher } from '@better-auth/api-key';
import { beforeAll, describe, expect, it } from 'vitest';
import { apikey } from '../../db/api-key-schema';
import { user } from '../../db/schema';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { bearer, insertToken } from '../../../test/token-fixtures';
import { hashToken } from './tokens.service';

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

async function create(member: TestMember, body: unknown): Promise<Response> {
  return call('POST', '/api/tokens', { cookie: member.cookie, body });
}

async function list(member: TestMember): Promise<TokenListResponse> {
  const response = await call('GET', '/api/tokens', { cookie: member.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenListResponse;
}

const valid = { name: 'Sheet sync', scopes: { workouts: 'write', journal: 'read' }, expiresInDays: 90 };

describe('a member’s personal access tokens in settings (issue 41, item 2)', () => {
  it('are made with a name, scopes and an expiry, shown once; the list shows only their first characters', async () => {
    const member = await signUp();
    expect((await list(member)).tokens).toEqual([]);
    const made = await create(member, valid);
    expect(made.status).toBe(201);
    const { token, summary } = (await made.json()) as CreatedTokenResponse;
    expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(summary).toMatchObject({ name: 'Sheet sync', scopes: { workouts: 'write', journal: 'read' } });
    expect(summary.lastUsedAt).toBeNull();
    const days = (Date.parse(summary.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const listed = await call('GET', '/api/tokens', { cookie: member.cookie });
    const text = await listed.text();
    expect(text).not.toContain(token);
    const { tokens } = JSON.parse(text) as TokenListResponse;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toEqual(summary);
    expect(token.startsWith(tokens[0]!.start)).toBe(true);
    expect(tokens[0]!.start.length).toBeLessThan(12);

    // Only the plugin's hash of it is stored, and ours is the same hash.
    const { database } = await getRuntime();
    const [row] = await database.db.select().from(apikey).where(eq(apikey.id, summary.id));
    expect(row!.key).toBe(await defaultKeyHasher(token));
    expect(row!.key).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('may never expire, and then show no expiry; the newest comes first', async () => {
    const member = await signUp();
    await create(member, valid);
    const made = await create(member, { name: 'Forever', scopes: { readiness: 'read' }, expiresInDays: null });
    expect(made.status).toBe(201);
    const { tokens } = await list(member);
    expect(tokens.map((t) => t.name)).toEqual(['Forever', 'Sheet sync']);
    expect(tokens[0]!.expiresAt).toBeNull();
  });

  it('records when a token was last used', async () => {
    const member = await signUp();
    const { token } = (await (await create(member, valid)).json()) as CreatedTokenResponse;
    const before = Date.now();
    expect((await call('GET', '/api/workouts', { headers: bearer(token) })).status).toBe(200);
    const [listed] = (await list(member)).tokens;
    expect(Date.parse(listed!.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a bad body with a 400 naming the field', async () => {
    const member = await signUp();
    const cases: [unknown, string][] = [
      [{ ...valid, name: ' ' }, 'name'],
      [{ ...valid, name: 'x'.repeat(61) }, 'name'],
      [{ scopes: valid.scopes, expiresInDays: 30 }, 'name'],
      [{ ...valid, scopes: {} }, 'scopes'],
      [{ ...valid, scopes: { admin: 'write' } }, 'scopes'],
      [{ ...valid, scopes: { workouts: 'delete' } }, 'scopes.workouts'],
      [{ ...valid, scopes: ['workouts:read'] }, 'scopes'],
      [{ ...valid, expiresInDays: 7 }, 'expiresInDays'],
      [{ name: 'x', scopes: valid.scopes }, 'expiresInDays'],
    ];
    for (const [body, field] of cases) {
      const response = await create(member, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const fields = (await errorOf(response)).details.map((d) => d.field);
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        `${JSON.stringify(body)}: ${fields}`,
      ).toBe(true);
    }
    const unknown = await create(member, { ...valid, userId: 'someone-else' });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).details[0]!.code).toBe('unknown_field');
    expect((await list(member)).tokens).toEqual([]);
  });

  it(`keeps at most ${TOKEN_LIMIT} tokens a member (409 past it)`, async () => {
    const member = await signUp();
    for (let i = 0; i < TOKEN_LIMIT; i += 1) await insertToken(member.id);
    const refused = await create(member, valid);
    expect(refused.status).toBe(409);
    expect((await list(member)).tokens).toHaveLength(TOKEN_LIMIT);
  });

  it('are revoked by their owner only: another member’s is a 404 and keeps working; a revoked one is a 401', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { token, summary } = (await (await create(owner, valid)).json()) as CreatedTokenResponse;
    const stolen = await call('DELETE', `/api/tokens/${summary.id}`, { cookie: other.cookie });
    expect(stolen.status).toBe(404);
    expect((await errorOf(stolen)).details[0]!.field).toBe('tokenId');
    expect((await call('GET', '/api/workouts', { headers: bearer(token) })).status).toBe(200);

    const revoked = await call('DELETE', `/api/tokens/${summary.id}`, { cookie: owner.cookie });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as TokenListResponse).tokens).toEqual([]);
    const after = await call('GET', '/api/workouts', { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect((await errorOf(after)).code).toBe('unauthenticated');
    expect((await call('DELETE', `/api/tokens/${summary.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await call('DELETE', '/api/tokens/..%2Fx', { cookie: owner.cookie })).status).toBe(400);
  });

  it('are gone with the account (the rows cascade)', async () => {
    const member = await signUp();
    const { id } = await insertToken(member.id);
    const { database } = await getRuntime();
    await database.db.delete(user).where(eq(user.id, member.id));
    expect(await database.db.select().from(apikey).where(eq(apikey.id, id))).toEqual([]);
  });

  it('are closed to better-auth’s own api-key endpoints behind the proxy (404)', async () => {
    const member = await signUp();
    for (const path of ['/api/auth/api-key/create', '/api/auth/api-key/list', '/api/auth/api-key/delete']) {
      const method = path.endsWith('list') ? 'GET' : 'POST';
      const response = await call(method, path, { cookie: member.cookie, body: method === 'POST' ? {} : undefined });
      expect(response.status, path).toBe(404);
    }
  });
});
