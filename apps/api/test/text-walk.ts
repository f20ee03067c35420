import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanMultiLineText, cleanSingleLineText } from '@lifeorbit/contracts/text';
import { isCleanText, stringFieldsOf, type StringField } from '@lifeorbit/contracts/text-fields';
import { databaseFingerprint } from './db-fingerprint';
import { call, getRuntime, uniqueEmail } from './harness';
import { servingActor, type Actor, type Fixtures, type MatrixRow } from './permission-matrix-kit';
import { AUTH_CONTRACTS, ROUTE_CONTRACTS } from './route-contracts';
import { findStoredText } from './stored-text';

/**
 * The text walk (issue 25): every text field of every route's body and query string, taken from the route's contract
 * (test/route-contracts/, a file an area), is sent hostile text by the actor the route serves, inside an otherwise
 * valid request from the permission matrix. Each answer is either a 2xx, after which every stored copy of the text
 * (any table, any column) is clean, or a 400 naming the field, after which nothing stored has changed. Free text is
 * then expected to be stored exactly as the contract's cleaning leaves it.
 */

/** NUL, bell, escape, right-to-left override, zero-width space, a lone surrogate, an isolate, e + accent, CR LF. */
const JUNK = '\u0000\u0007\u001b[1m\u202e\u200b\ud800\u2066e\u0301\r\nz';
const PASSWORDS = /^(password|currentPassword|newPassword)$/;

/** Fields that a valid body cannot reach, with the reason; the contract test (packages/contracts) covers them. */
const ATTRIBUTE_VALUE = 'a text value needs a text attribute schema that applies to the exercise';
const UNREACHABLE: Record<string, string> = {
  'POST /api/admin/exercises body.attributes.{}.|1': ATTRIBUTE_VALUE,
  'PUT /api/admin/exercises/:id body.attributes.{}.|1': ATTRIBUTE_VALUE,
};

/** What the matrix's valid bodies leave out and a text field needs: a list item that is valid but for that field. */
const word = () => crypto.randomBytes(3).toString('hex');
const WITH_ITEMS: Record<string, (f: Fixtures) => Record<string, unknown>> = {
  'POST /api/templates': (f) => ({ exercises: [{ exerciseId: f.ids.customExercise, notes: 'Slow' }] }),
  'POST /api/admin/exercises': () => ({ aliases: [{ languageCode: 'en', alias: `Walk alias ${word()}` }] }),
  'PUT /api/admin/exercises/:id': () => ({ aliases: [{ languageCode: 'en', alias: `Walk alias ${word()}` }] }),
  'POST /api/admin/attribute-schemas': () => ({ valueType: 'choice', choices: ['Walk'] }),
  'PUT /api/admin/attribute-schemas/:id': () => ({ valueType: 'choice', choices: ['Walk'] }),
};

/** The other variants of a security event (the matrix sends an inline script). */
const event = { timestamp: '2026-11-22T10:00:00.000Z', url: 'http://localhost:3000/dashboard' };
const SECURITY_EVENT_ROWS: MatrixRow[] = [
  { type: 'session_event', event: 'backgrounded', ...event },
  { type: 'potential_xss_detected', message: 'eval is not defined', file: 'http://localhost:3000/a.js', ...event },
  { type: 'suspicious_attribute_detected', attribute: 'onerror', value: 'alert(1)', tagName: 'img', ...event },
].map((body) => ({ method: 'POST', route: '/api/security/events', body: () => body, expect: () => 204 }));

/** Stands in for the fixtures when a case list is made, before any fixture exists: only unions look at bodies. */
const NO_FIXTURES: Fixtures = {
  members: new Proxy({} as Fixtures['members'], {
    get: () => ({ id: 'x', email: 'x@example.com', password: 'x', cookie: '' }),
  }),
  ids: new Proxy({}, { get: () => 'x' }),
};

/** Auth endpoints with a body of their own (no member of the matrix signs in or up through them). */
const AUTH_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/auth/sign-up/email',
    body: () => ({ email: uniqueEmail('walk'), password: 'long-enough-1' }),
    expect: () => 200,
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in/email',
    body: (f) => ({ email: f.members.memberB.email, password: 'not-the-password' }),
    expect: () => 401,
  },
];

interface WalkCase {
  name: string;
  row: MatrixRow;
  where: 'body' | 'query';
  schema: z.ZodType;
  field: StringField;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema one path segment down (through wrappers and the input side of pipes). */
function childOf(schema: z.ZodType, segment: string): z.ZodType | undefined {
  let def = defOf(schema);
  while (def.innerType || def.type === 'pipe') {
    schema = def.type === 'pipe' ? def.in! : def.innerType!;
    def = defOf(schema);
  }
  if (segment === '[]') return def.element;
  if (segment === '{}') return def.valueType;
  if (segment === '{key}') return def.keyType;
  if (segment.startsWith('|')) return def.options?.[Number(segment.slice(1))];
  return def.shape?.[segment];
}

type Placed = { value: unknown; fieldPath: (string | number)[] } | null;

/**
 * Puts `make(current)` at `path` inside a copy of `value`; null when this valid body cannot reach it (a record
 * without entries, another variant of a union).
 */
function placeAt(value: unknown, schema: z.ZodType, path: string[], make: (current: unknown) => unknown): Placed {
  if (path.length === 0) return { value: make(value), fieldPath: [] };
  const [head, ...rest] = path as [string, ...string[]];
  const child = childOf(schema, head);
  if (!child) return null;
  if (head.startsWith('|')) return child.safeParse(value).success ? placeAt(value, child, rest, make) : null;
  if (head === '[]') {
    // Into the first item, or into a new one (a list of ids gets the id; a list of objects a partial object).
    const items = Array.isArray(value) ? value : [];
    const inner = placeAt(items[0], child, rest, make);
    return inner && { value: [inner.value, ...items.slice(1)], fieldPath: [0, ...inner.fieldPath] };
  }
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  if (head === '{key}') {
    const key = String(make(undefined));
    return { value: { ...object, [key]: Object.values(object)[0] ?? null }, fieldPath: [] };
  }
  const key = head === '{}' ? Object.keys(object)[0] : head;
  if (key === undefined) return null;
  const inner = placeAt(object[key], child, rest, make);
  return inner && { value: { ...object, [key]: inner.value }, fieldPath: [key, ...inner.fieldPath] };
}

function casesOf(rows: MatrixRow[]): WalkCase[] {
  const contracts = { ...ROUTE_CONTRACTS, ...AUTH_CONTRACTS };
  return [...rows, ...AUTH_ROWS, ...SECURITY_EVENT_ROWS].flatMap((row) => {
    const contract = contracts[`${row.method} ${row.route}`];
    return (['body', 'query'] as const).flatMap((where) => {
      const schema = contract?.[where];
      if (!schema) return [];
      return (
        stringFieldsOf(schema)
          .filter((field) => !PASSWORDS.test(field.path.at(-1) ?? ''))
          // A field of one variant of a union is walked with the body of that variant.
          .filter(
            (field) =>
              !field.path.some((segment) => segment.startsWith('|')) ||
              field.path.some((segment) => segment === '{}') ||
              placeAt(row.body?.(NO_FIXTURES, 'memberA') ?? {}, schema, field.path, () => '') !== null,
          )
          .map((field) => ({
            name: `${row.method} ${row.route} ${where}.${field.path.join('.')}`,
            row,
            where,
            schema,
            field,
          }))
      );
    });
  });
}

async function walkBody(c: WalkCase, f: Fixtures, actor: Exclude<Actor, 'anonymous'>, path: string, marker: string) {
  const extra = WITH_ITEMS[`${c.row.method} ${c.row.route}`]?.(f);
  const valid = { ...(c.row.body?.(f, actor) as Record<string, unknown> | undefined), ...extra };
  let sentText = '';
  const placed = placeAt(valid, c.schema, c.field.path, (current) => {
    sentText = `${typeof current === 'string' && current ? `${current} ` : ''}${marker}${JUNK}`;
    return sentText;
  });
  if (!placed) {
    expect(UNREACHABLE[c.name], `${c.name} cannot be reached from the matrix's valid body`).toBeDefined();
    return;
  }
  const before = await databaseFingerprint();
  const cookie = c.row.route.startsWith('/api/auth/') ? undefined : f.members[actor].cookie;
  const response = await call(c.row.method, path, { cookie, body: placed.value });
  if (!(await refusedNamingField(c, response, placed.fieldPath.join('.'), before))) {
    expect(c.field.kind, `${c.name}: an identifier took hostile text`).not.toBeNull();
    const multiLine = c.field.kind === 'multi-line';
    const stored = await findStoredText(marker);
    for (const value of stored)
      expect(isCleanText(value, multiLine), `${c.name} stored ${JSON.stringify(value)}`).toBe(true);
    const expected = multiLine ? cleanMultiLineText(sentText) : cleanSingleLineText(sentText);
    expect(stored, `${c.name}: the cleaned text is not stored`).toContain(expected);
  }
}

/** True after a 400 that names the field and changed nothing; false after a 2xx; any other answer fails the test. */
async function refusedNamingField(c: WalkCase, response: Response, field: string, before: string): Promise<boolean> {
  const text = await response.text();
  if (response.status !== 400) {
    expect(response.status, `${c.name}: ${text.slice(0, 300)}`).toBeLessThan(300);
    return false;
  }
  const details = (JSON.parse(text) as { error: { details: { field: string }[] } }).error.details;
  const named = details.some(
    (d) => d.field === field || d.field.startsWith(`${field}.`) || field.startsWith(`${d.field}.`),
  );
  expect(named, `${c.name}: 400 without naming ${field}: ${text.slice(0, 300)}`).toBe(true);
  expect(await databaseFingerprint(), `${c.name} changed data on a refused write`).toBe(before);
  return true;
}

export function describeTextWalk(rows: MatrixRow[], fixtures: () => Fixtures): void {
  describe('text walk: every text field of every route is cleaned or refused (issue 25)', () => {
    it('knows the contracts of every route the app registers', async () => {
      const { app } = await getRuntime();
      const registered = new Set(
        app.routes
          .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/auth/*')
          .map((r) => `${r.method} ${r.path}`),
      );
      expect([...registered].filter((route) => !(route in ROUTE_CONTRACTS)).sort()).toEqual([]);
      expect(Object.keys(ROUTE_CONTRACTS).filter((route) => !registered.has(route))).toEqual([]);
    });

    it.each(casesOf(rows))('$name', async (c) => {
      const f = fixtures();
      const actor = servingActor(c.row);
      const marker = `q${crypto.randomBytes(4).toString('hex')}`;
      let path = c.row.path ? await c.row.path(f, actor) : c.row.route;
      if (c.where === 'body') return walkBody(c, f, actor, path, marker);
      const [base, search = ''] = path.split('?');
      const params = new URLSearchParams(search);
      params.delete(c.field.path[0]!);
      const junk = encodeURIComponent(JUNK.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
      path = `${base}?${params.toString()}${params.size ? '&' : ''}${c.field.path[0]}=${marker}${junk}`;
      const before = await databaseFingerprint();
      const response = await call(c.row.method, path, {
        cookie: f.members[actor].cookie,
        body: c.row.body?.(f, actor),
      });
      if (!(await refusedNamingField(c, response, c.field.path[0]!, before))) {
        expect(c.field.kind, `${c.name}: an identifier took hostile text`).not.toBeNull();
      }
    });
  });
}
