import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { API_VERSION_HEADER, PUBLIC_API_VERSION, PUBLIC_ROUTES, honoPathOf } from '@lifeorbit/contracts/public-api';
import { call, getRuntime, signUp } from '../../../test/harness';
import type { AreaMatrix } from '../../../test/permission-matrix-kit';

/**
 * The API modules whose routes are the public API (ADR 045): every route of theirs is a row of the table in
 * packages/contracts, so the document, the reference and the token scopes know it.
 */
const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_MODULES = ['workouts', 'catalogue', 'templates', 'programs', 'progress', 'readiness', 'journal'];

/** The routes a module's permission matrix lists: every route it registers (permission-matrix.test.ts checks). */
async function matrixRoutesOf(moduleName: string): Promise<string[]> {
  const file = path.join(MODULES_DIR, moduleName, `${moduleName}.permission-matrix.ts`);
  const loaded = (await import(pathToFileURL(file).href)) as { permissionMatrix: AreaMatrix };
  return loaded.permissionMatrix.rows.map((row) => `${row.method} ${row.route}`);
}

describe('GET /api/openapi.json (issue 41)', () => {
  it('serves an OpenAPI 3.1 document that a validator accepts', async () => {
    const response = await call('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; info: { version: string } };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(PUBLIC_API_VERSION);
    // The validator dereferences the document in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('is public, cached, gzipped, and answers 304 to its ETag', async () => {
    const response = await call('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(JSON.parse(text)).toHaveProperty('paths');
    const etag = response.headers.get('etag')!;
    // Gzipped, the tag is weak; either form of it is the same document.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`]) {
      const again = await call('GET', '/api/openapi.json', { headers: { 'if-none-match': tag } });
      expect(again.status, tag).toBe(304);
    }
    expect((await call('GET', '/api/openapi.json', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('names its servers after the configured public URL', async () => {
    const { config } = await getRuntime();
    const document = (await (await call('GET', '/api/openapi.json')).json()) as { servers: { url: string }[] };
    expect(document.servers[0]!.url).toBe(config.publicUrl);
  });
});

describe('the API version header (ADR 045)', () => {
  it('is on every API answer: a public one, a member one, an error', async () => {
    const member = await signUp();
    for (const response of [
      await call('GET', '/api/health'),
      await call('GET', '/api/workouts/active', { cookie: member.cookie }),
      await call('GET', '/api/workouts/active'),
      await call('GET', '/api/no-such-route'),
    ]) {
      expect(response.headers.get(API_VERSION_HEADER)).toBe(PUBLIC_API_VERSION);
    }
  });
});

describe('the public API table covers the member routes (issue 41)', () => {
  it('has a row for every route of the public modules, and only routes the app registers', async () => {
    const { app } = await getRuntime();
    const registered = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    const member = new Set((await Promise.all(PUBLIC_MODULES.map(matrixRoutesOf))).flat());
    const table = new Set(PUBLIC_ROUTES.map((route) => `${route.method} ${honoPathOf(route.path)}`));
    expect([...member].filter((route) => !table.has(route)).sort()).toEqual([]);
    expect([...table].filter((route) => !registered.has(route)).sort()).toEqual([]);
    expect([...table].filter((route) => !member.has(route)).sort()).toEqual([]);
  });
});
