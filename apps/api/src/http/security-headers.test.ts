import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { WEB_DIST, call } from '../../test/harness';
import { securityHeaders } from './security-headers';

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("connect-src 'self'");
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  return csp;
}

describe('security headers', () => {
  it('are on API responses, success and error alike', async () => {
    expectSecurityHeaders(await call('GET', '/api/health'));
    expectSecurityHeaders(await call('GET', '/api/me'));
    expectSecurityHeaders(await call('GET', '/api/nope'));
  });

  it('are on the HTML of every client route, with a fresh nonce that the theme script carries', async () => {
    const first = await call('GET', '/dashboard');
    const second = await call('GET', '/no-such-page');
    expect(first.headers.get('content-type')).toMatch(/text\/html/);
    const csp1 = expectSecurityHeaders(first);
    const csp2 = expectSecurityHeaders(second);
    const nonce1 = /'nonce-([^']+)'/.exec(csp1)?.[1];
    const nonce2 = /'nonce-([^']+)'/.exec(csp2)?.[1];
    expect(nonce1).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce1).not.toBe(nonce2);
    expect(await first.text()).toContain(`nonce="${nonce1}"`);
  });

  it('adds HSTS only over https', async () => {
    expect((await call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const https = await call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('believes X-Forwarded-Proto for HSTS only behind a trusted proxy (TRUST_PROXY)', async () => {
    const appWith = (trustProxy: boolean) =>
      new Hono().use(securityHeaders({ https: false, trustProxy })).get('/', (c) => c.text('ok'));
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await appWith(false).request('/', forwarded)).headers.get('strict-transport-security')).toBeNull();
    expect((await appWith(true).request('/', forwarded)).headers.get('strict-transport-security')).toMatch(/max-age/);
    expect((await appWith(true).request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the web app', () => {
  it('serves hashed assets with a long cache and its own headers', async () => {
    const response = await call('GET', '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expectSecurityHeaders(response);
  });

  it('never serves files outside its folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/assets/../../etc/passwd']) {
      const response = await call('GET', path);
      const text = await response.text();
      expect(text).not.toContain('"name"');
      expect(text).not.toContain('root:');
    }
  });

  it('never serves a dotfile of the build folder (npm start keeps its .source-hash there)', async () => {
    fs.writeFileSync(path.join(WEB_DIST, '.source-hash'), 'f00d\n');
    for (const url of ['/.source-hash', '/assets/../.source-hash', '/%2esource-hash']) {
      expect(await (await call('GET', url)).text(), url).not.toContain('f00d');
    }
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    expect((await call('GET', '/assets/missing-file.js')).status).toBe(404);
  });

  it('answers a malformed path with 400, not 500', async () => {
    expect((await call('GET', '/%E0%A4%A')).status).toBe(400);
  });
});
