import nodeCrypto from 'node:crypto';
import fc from 'fast-check';
import { ErrorBody } from '@lifeorbit/contracts';
import { stringFieldsOf } from '@lifeorbit/contracts/text-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenBodies } from './broken-bodies';
import { fakeAuthenticationResponse, fakeRegistrationResponse } from './passkey-fixtures';
import { databaseFingerprint } from './db-fingerprint';
import { call, signUp, uniqueEmail, type TestMember } from './harness';
import { servingActor, type Fixtures, type MatrixRow } from './permission-matrix-kit';
import { AUTH_CONTRACTS, ROUTE_CONTRACTS, type RouteContracts } from './route-contracts';

/**
 * Fuzzing (issues 10 and 25): every mutation route, called by the actor it serves, with payloads broken on purpose
 * from its valid body (wrong types, huge, unicode and control-character strings, NUL, lone surrogates, 1 MB strings,
 * nulls, extra and prototype keys, absurd numbers). No answer may be a 5xx, and when the route refuses, its answer
 * fits ErrorBody (a code on every detail) and nothing stored changes. FUZZ_RUNS sets the cases per route (CI: 6;
 * `npm run test:fuzz`: 1,000).
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = 20261122;

/**
 * better-auth's endpoints behind the proxy, each with a valid body and a member of its own (a password change that a
 * broken body happens to leave valid must not sign a matrix member out).
 */
interface AuthFuzzRow {
  route: string;
  body: (member: TestMember) => unknown;
  signedIn: boolean;
}
const AUTH_ROWS: AuthFuzzRow[] = [
  {
    route: '/api/auth/sign-up/email',
    body: () => ({ email: uniqueEmail('fuzz'), password: 'long-enough-1', name: 'Fuzz' }),
    signedIn: false,
  },
  { route: '/api/auth/sign-in/email', body: (m) => ({ email: m.email, password: m.password }), signedIn: false },
  {
    route: '/api/auth/change-password',
    body: (m) => ({ currentPassword: m.password, newPassword: 'another-password-2', revokeOtherSessions: true }),
    signedIn: true,
  },
  { route: '/api/auth/sign-out', body: () => ({}), signedIn: true },
  {
    route: '/api/auth/sign-in/social',
    body: () => ({
      provider: 'oidc',
      callbackURL: '/workouts',
      newUserCallbackURL: '/onboarding',
      errorCallbackURL: '/auth',
    }),
    signedIn: false,
  },
  {
    route: '/api/auth/link-social',
    body: () => ({ provider: 'oidc', callbackURL: '/settings', errorCallbackURL: '/settings' }),
    signedIn: true,
  },
  // Two-factor (issue 29): the set-up asks the password; the codes of a member without two-factor are refused.
  { route: '/api/auth/two-factor/enable', body: (m) => ({ password: m.password }), signedIn: true },
  { route: '/api/auth/two-factor/disable', body: (m) => ({ password: m.password }), signedIn: true },
  { route: '/api/auth/two-factor/verify-totp', body: () => ({ code: '123456', trustDevice: false }), signedIn: true },
  {
    route: '/api/auth/two-factor/verify-backup-code',
    body: () => ({ code: 'abcde-fghij', trustDevice: false }),
    signedIn: true,
  },
  // Passkeys (issue 29): the browser's answers, without a challenge given out (better-auth refuses them).
  {
    route: '/api/auth/passkey/verify-registration',
    body: () => ({ response: fakeRegistrationResponse(), name: 'Phone' }),
    signedIn: true,
  },
  {
    route: '/api/auth/passkey/verify-authentication',
    body: () => ({ response: fakeAuthenticationResponse() }),
    signedIn: false,
  },
];

/** Hostile path segments and query strings for every route, by the actor it serves. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  'null',
  '%00',
  '%07%1B',
  '%E2%80%AE',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent("' OR 1=1 --"),
  'x'.repeat(2_000),
  encodeURIComponent('🏋️‍♀️'),
  '00000000-0000-0000-0000-000000000000',
  '1e999',
  encodeURIComponent('<script>alert(1)</script>'),
];
const HOSTILE_VALUES = [
  '%00',
  'a%00b',
  '%07%1B%5B31m',
  '%E2%80%AE',
  '%E2%80%8B',
  '%0D%0A',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
];
const HOSTILE_QUERIES = [
  'lang=xx',
  `lang=${'e'.repeat(500)}`,
  'cursor=%25%25%25',
  `cursor=${'A'.repeat(3_000)}`,
  'limit=-1',
  'limit=1e9',
  'limit=abc',
  `q=${encodeURIComponent("'; DROP TABLE exercises; --")}`,
  `q=${'%F0%9F%8F%8B'.repeat(50)}`,
  'page=-5',
  'from=2026-13-45&to=not-a-date',
  'muscle=%00&equipment[]=1',
  'lang=en&lang=es&lang=ro',
  `q=${'a'.repeat(1024 * 1024)}`,
];
const PARAMETER_NAMES = [
  'q',
  'cursor',
  'lang',
  'today',
  'sub',
  'category',
  'until',
  'userId',
  'actionType',
  'targetUserId',
];

/**
 * Every parameter name a route reads, with NUL, control, bidi, zero-width, CR LF and broken UTF-8 values: all of them
 * in a long run, one value per name (a different one on each route) in CI's short run.
 */
function hostileParameters(routeIndex: number): string[] {
  return PARAMETER_NAMES.flatMap((name, nameIndex) =>
    FUZZ_RUNS >= 30
      ? HOSTILE_VALUES.map((value) => `${name}=${value}`)
      : [`${name}=${HOSTILE_VALUES[(routeIndex + nameIndex) % HOSTILE_VALUES.length]}`],
  );
}

/** The top-level fields of a route's body that hold text, whether or not its valid body has them. */
function textFieldsOf(contracts: RouteContracts | undefined): string[] {
  if (!contracts?.body) return [];
  const first = stringFieldsOf(contracts.body).map((field) => field.path[0] ?? '');
  return [...new Set(first.filter((key) => key && !key.startsWith('|') && !key.startsWith('{')))];
}

export function describeFuzzing(rows: MatrixRow[], fixtures: () => Fixtures): void {
  describe('fuzzing mutation routes with broken payloads', () => {
    const mutations = rows.filter((row) => row.method !== 'GET' && row.body && !row.route.startsWith('/api/auth/'));

    it.each(mutations)('$method $route: never 5xx, and a refused write changes nothing', async (row) => {
      const f = fixtures();
      const actor = servingActor(row);
      const valid = row.body!(f, actor);
      const cases = fc.sample(brokenBodies(valid, textFieldsOf(ROUTE_CONTRACTS[`${row.method} ${row.route}`])), {
        numRuns: FUZZ_RUNS,
        seed: SEED,
      });
      for (const body of cases) {
        const path = row.path ? await row.path(f, actor) : row.route;
        const before = await databaseFingerprint();
        const response = await call(row.method, path, { cookie: f.members[actor].cookie, body });
        expect(response.status, `${row.method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) {
          // The refusal fits the error contract: every detail has a code the web can translate.
          const refusal = ErrorBody.safeParse(await response.json());
          expect(refusal.error?.issues ?? [], `${row.method} ${path} answered an error off its contract`).toEqual([]);
          expect(await databaseFingerprint(), `${row.method} ${path} changed data on a refused write`).toBe(before);
        }
      }
    });
  });

  describe("fuzzing better-auth's endpoints behind /api/auth", () => {
    let member: TestMember;
    beforeAll(async () => {
      member = await signUp(uniqueEmail('fuzz-sign-in'));
    });

    it.each(AUTH_ROWS)('POST $route: never 5xx, and a refused write changes nothing', async (row) => {
      const cases = fc.sample(brokenBodies(row.body(member), textFieldsOf(AUTH_CONTRACTS[`POST ${row.route}`])), {
        numRuns: FUZZ_RUNS,
        seed: SEED,
      });
      for (const body of cases) {
        const own = row.signedIn ? await signUp(uniqueEmail('fuzz-own')) : member;
        const before = await databaseFingerprint();
        const response = await call('POST', row.route, { cookie: row.signedIn ? own.cookie : undefined, body });
        expect(response.status, `POST ${row.route} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) {
          const refusal = ErrorBody.safeParse(await response.json());
          expect(refusal.error?.issues ?? [], `POST ${row.route} answered an error off its contract`).toEqual([]);
          expect(await databaseFingerprint(), `POST ${row.route} changed data on a refused write`).toBe(before);
        }
      }
    });
  });

  /**
   * The OAuth 2.1 server's own endpoints (issue 41, item 3): they answer in the protocol's error shape
   * (`{ error, error_description }`, RFC 6749), not ours, so only "never a 5xx" is asked of them: broken JSON for
   * registration, broken forms for token, revoke and introspect, hostile query strings for authorize.
   */
  describe("fuzzing the OAuth server's endpoints", () => {
    const form = (value: unknown) =>
      new URLSearchParams(
        Object.entries(value && typeof value === 'object' ? value : { value }).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      ).toString();
    it.each([
      { route: '/api/auth/oauth2/token', body: { grant_type: 'authorization_code', code: 'x', code_verifier: 'y' } },
      { route: '/api/auth/oauth2/revoke', body: { token: 'loa_x', client_id: 'nobody' } },
      { route: '/api/auth/oauth2/introspect', body: { token: 'loa_x', client_id: 'nobody' } },
    ])('POST $route with broken forms: never 5xx', async (row) => {
      for (const body of fc.sample(brokenBodies(row.body, Object.keys(row.body)), { numRuns: FUZZ_RUNS, seed: SEED })) {
        const response = await call('POST', row.route, {
          rawBody: form(body),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          origin: '',
        });
        expect(response.status, `POST ${row.route} ${form(body).slice(0, 200)}`).toBeLessThan(500);
      }
    });
    it('POST /api/auth/oauth2/register with broken bodies: never 5xx', async () => {
      const valid = {
        client_name: 'Fuzz',
        redirect_uris: ['https://fuzz.example.com/cb'],
        token_endpoint_auth_method: 'none',
      };
      for (const body of fc.sample(brokenBodies(valid, ['client_name']), { numRuns: FUZZ_RUNS, seed: SEED })) {
        const response = await call('POST', '/api/auth/oauth2/register', { body, origin: '' });
        expect(response.status, `register ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }
    });
    it('GET /api/auth/oauth2/authorize with hostile query strings: never 5xx', async () => {
      for (const query of [...HOSTILE_QUERIES, ...hostileParameters(0), 'client_id=%00&redirect_uri=%0D%0A']) {
        const response = await call('GET', `/api/auth/oauth2/authorize?response_type=code&${query}`);
        expect(response.status, `authorize ${query.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  });

  /**
   * Fuzzing paths and query strings (issues 10 and 25): every id in a path replaced by hostile segments, and every read
   * given hostile query parameters, by the actor the route serves. Whatever the answer, it is never a 5xx. Writes get
   * only segments that cannot name a row, so this changes nothing another test relies on.
   */
  describe('fuzzing paths and query strings', () => {
    const reads = rows.filter((row) => !row.route.startsWith('/api/auth/'));

    it.each(reads.filter((row) => row.route.includes('/:')))(
      '$method $route with hostile ids: never 5xx',
      async (row) => {
        const f = fixtures();
        const actor = servingActor(row);
        const segments = row.method === 'GET' ? [...HOSTILE_SEGMENTS, nodeCrypto.randomUUID()] : HOSTILE_SEGMENTS;
        for (const segment of segments) {
          const path = row.route.replace(/:[A-Za-z]+/g, segment);
          const response = await call(row.method, path, {
            cookie: f.members[actor].cookie,
            body: row.body?.(f, actor),
          });
          expect(response.status, `${row.method} ${path.slice(0, 200)}`).toBeLessThan(500);
        }
      },
    );

    it.each([...reads.filter((row) => row.method === 'GET'), ...rows.filter((row) => row.route === '/api/auth/*')])(
      '$method $route with hostile query strings: never 5xx',
      async (row) => {
        const f = fixtures();
        const actor = servingActor(row);
        const base = row.path ? await row.path(f, actor) : row.route;
        for (const query of [...HOSTILE_QUERIES, ...hostileParameters(rows.indexOf(row))]) {
          const path = `${base}${base.includes('?') ? '&' : '?'}${query}`;
          const response = await call(row.method, path, {
            cookie: f.members[actor].cookie,
            body: row.body?.(f, actor),
          });
          expect(response.status, `${row.method} ${path.slice(0, 200)}`).toBeLessThan(500);
        }
      },
      // A read such as the admin's backup or a member's export writes the whole answer for each of the queries: on a
      // database the whole suite has filled, that takes longer than the default 30 s on a loaded machine.
      180_000,
    );
  });
}
