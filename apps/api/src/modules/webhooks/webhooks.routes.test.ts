import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, WebhookDeliveryList, WebhookList } from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { addExercise, end, json, logSet, startQuick, uuid } from '../../../test/workouts-support';
import { guardedLookup, RefusedAddressError } from '../../core/outbound-address';
import { deliverDue } from './delivery-loop';
import { sendMessage } from './delivery';
import { createWebhook } from './webhooks.service';

// Issue 41, item 4: a member's webhooks receive their events as Standard Webhooks, each verified here by the
// specification's own library (standardwebhooks), from a receiver on 127.0.0.1 (the suite allows private addresses).

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver that keeps what it is sent and answers each request with the next status of `statuses` (then 200). */
function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  return {
    received,
    url: async () => {
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function subscribe(member: TestMember, url: string, events: string[]): Promise<CreatedWebhook> {
  const response = await call('POST', '/api/webhooks', { cookie: member.cookie, body: { url, events } });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<CreatedWebhook>(response);
}

/** Every message delivered, verified with the webhook's secret: its type and data. */
function verified(received: Received[], secret: string) {
  const wh = new StandardWebhook(secret);
  return received.map((message) => wh.verify(message.body, message.headers) as { type: string; data: unknown });
}

const deliver = async () => deliverDue(await getRuntime());

describe('webhooks', () => {
  const endpoint = receiver();
  afterAll(() => endpoint.close());
  let member: TestMember;
  beforeAll(async () => {
    member = await signUp();
    await deliver();
  });

  it('delivers a member’s sets, records and finished workout once each, signed as Standard Webhooks say', async () => {
    const created = await subscribe(member, await endpoint.url(), [
      'set.logged',
      'workout.finished',
      'record.achieved',
    ]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await json<WebhookList>(await call('GET', '/api/webhooks', { cookie: member.cookie }));
    expect(listed.webhooks.map((w) => w.id)).toEqual([created.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    const first = uuid();
    expect((await logSet(member, exercise.id, { id: first, weight: 60, reps: 8 })).status).toBe(201);
    // A replay of the same set (a write queued offline, sent twice) is stored once and told once.
    expect((await logSet(member, exercise.id, { id: first, weight: 60, reps: 8 })).status).toBe(200);
    expect((await logSet(member, exercise.id, { weight: 62.5, reps: 8 })).status).toBe(201);
    expect((await logSet(member, exercise.id, { weight: 65, reps: 6 })).status).toBe(201);
    await end(member, workoutId);
    await end(member, workoutId);
    expect(await deliver()).toBeGreaterThanOrEqual(4);

    const messages = verified(endpoint.received, created.secret);
    const types = messages.map((m) => m.type);
    expect(types.filter((t) => t === 'set.logged')).toHaveLength(3);
    expect(types.filter((t) => t === 'workout.finished')).toHaveLength(1);
    // The first set of an exercise is its first record of weight.
    expect(types).toContain('record.achieved');
    const sets = messages.filter((m) => m.type === 'set.logged').map((m) => m.data as { id: string; weight: number });
    // Messages go side by side, so they may arrive in any order (the specification promises none).
    expect(sets.map((s) => s.weight).sort((a, b) => a - b)).toEqual([60, 62.5, 65]);
    expect(sets.map((s) => s.id)).toContain(first);
    const finished = messages.find((m) => m.type === 'workout.finished')!.data as { workout: { id: string } };
    expect(finished.workout.id).toBe(workoutId);
    // Each message has an id of its own and the headers the specification names.
    const ids = endpoint.received.map((m) => m.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(endpoint.received[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    // A signature under another secret does not verify.
    expect(() => verified(endpoint.received.slice(0, 1), `whsec_${Buffer.alloc(24, 1).toString('base64')}`)).toThrow();

    const deliveries = await json<WebhookDeliveryList>(
      await call('GET', `/api/webhooks/${created.id}/deliveries`, { cookie: member.cookie }),
    );
    expect(deliveries.deliveries.length).toBe(endpoint.received.length);
    expect(deliveries.deliveries.every((d) => d.status === 'delivered' && d.attempts[0]!.responseStatus === 200)).toBe(
      true,
    );
    expect(deliveries.deliveries[0]!.attempts[0]!.responseBody).toBe('thanks');
  });

  it('retries a failed delivery later, and "send again" sends the same message at once', async () => {
    const flaky = receiver([500]);
    try {
      const other = await signUp();
      const created = await subscribe(other, await flaky.url(), ['journal_entry.created']);
      const entry = { id: uuid(), day: '2026-12-01', mood: 4, body: '<p>Strong day</p>' };
      expect((await call('POST', '/api/journal/entries', { cookie: other.cookie, body: entry })).status).toBe(201);
      await deliver();
      const list = async () =>
        json<WebhookDeliveryList>(
          await call('GET', `/api/webhooks/${created.id}/deliveries`, { cookie: other.cookie }),
        );
      const [failed] = (await list()).deliveries;
      expect(failed).toMatchObject({ event: 'journal_entry.created', status: 'pending' });
      expect(failed!.attempts).toEqual([expect.objectContaining({ responseStatus: 500, responseBody: 'thanks' })]);
      // The next try waits 5 s after this one (the schedule's first wait).
      const wait = Date.parse(failed!.nextAttemptAt!) - Date.parse(failed!.attempts[0]!.at);
      expect(wait).toBeGreaterThanOrEqual(4900);
      expect(flaky.received).toHaveLength(1);

      const resend = await call('POST', `/api/webhooks/${created.id}/deliveries/${failed!.id}/resend`, {
        cookie: other.cookie,
      });
      expect(resend.status).toBe(202);
      await deliver();
      const [again] = (await list()).deliveries;
      expect(again).toMatchObject({ id: failed!.id, status: 'delivered', nextAttemptAt: null });
      expect(again!.attempts.map((a) => a.responseStatus)).toEqual([500, 200]);
      expect(flaky.received.map((m) => m.headers['webhook-id'])).toEqual([failed!.messageId, failed!.messageId]);
      const [message] = verified(flaky.received.slice(1), created.secret);
      expect(message).toMatchObject({ type: 'journal_entry.created', data: { id: entry.id, mood: 4 } });

      // The test event goes to this webhook only, and the list shows its outcome.
      expect((await call('POST', `/api/webhooks/${created.id}/test`, { cookie: other.cookie })).status).toBe(202);
      await deliver();
      expect(verified(flaky.received.slice(2), created.secret)[0]).toMatchObject({ type: 'webhook.test' });
      const listed = await json<WebhookList>(await call('GET', '/api/webhooks', { cookie: other.cookie }));
      expect(listed.webhooks[0]!.lastDelivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    } finally {
      await flaky.close();
    }
  });

  it('sends nothing to a paused webhook and nothing for events it did not choose', async () => {
    const quiet = receiver();
    try {
      const owner = await signUp();
      const created = await subscribe(owner, await quiet.url(), ['body_measurement.saved']);
      const patch = await call('PATCH', `/api/webhooks/${created.id}`, {
        cookie: owner.cookie,
        body: { active: false },
      });
      expect(((await patch.json()) as { active: boolean }).active).toBe(false);
      const save = () =>
        call('PUT', '/api/body-measurements', { cookie: owner.cookie, body: { day: '2026-12-01', bodyWeightKg: 80 } });
      expect((await save()).status).toBe(200);
      const workoutId = await startQuick(owner);
      expect((await logSet(owner, (await addExercise(owner, workoutId)).id)).status).toBe(201);
      await deliver();
      expect(quiet.received).toHaveLength(0);
      await call('PATCH', `/api/webhooks/${created.id}`, { cookie: owner.cookie, body: { active: true } });
      expect((await save()).status).toBe(200);
      await deliver();
      expect(verified(quiet.received, created.secret).map((m) => m.type)).toEqual(['body_measurement.saved']);
    } finally {
      await quiet.close();
    }
  });

  it('answers 400 naming the field for a bad webhook, and refuses where it must never send', async () => {
    const bad = async (body: unknown) => {
      const response = await call('POST', '/api/webhooks', { cookie: member.cookie, body });
      expect(response.status).toBe(400);
      return (await errorOf(response)).details.map((d) => [d.field, d.code]);
    };
    expect(await bad({ url: 'ftp://example.com/x', events: ['set.logged'] })).toEqual([['url', 'invalid_format']]);
    expect(await bad({ url: 'http://[::1/x', events: ['set.logged'] })).toEqual([['url', 'invalid_format']]);
    expect(await bad({ url: 'https://user:pw@example.com/', events: ['set.logged'] })).toEqual([
      ['url', 'invalid_format'],
    ]);
    expect(await bad({ url: 'https://example.com/', events: [] })).toEqual([['events', 'too_few']]);
    expect(await bad({ url: 'https://example.com/', events: ['set.logged', 'nope'] })).toEqual([
      ['events.1', 'invalid_value'],
    ]);
    expect(await bad({ url: 'http://169.254.169.254/latest', events: ['set.logged'] })).toEqual([
      ['url', 'not_allowed'],
    ]);
    expect(await bad({ url: 'http://[fe80::1]/', events: ['set.logged'] })).toEqual([['url', 'not_allowed']]);

    // With private addresses off (the default), loopback and private networks are refused too, when saved...
    const { database, secretsKey } = await getRuntime();
    for (const url of ['http://127.0.0.1:9/x', 'http://10.1.2.3/x', 'http://localhost:9/x']) {
      await expect(
        createWebhook(database.db, member.id, { url, events: ['set.logged'] }, { secretsKey, allowPrivate: false }),
      ).rejects.toMatchObject({ details: [{ field: 'url', code: 'not_allowed' }] });
    }
    // ...and when sent, where the connection is made (a name that resolves to one now is refused then).
    const message = { messageId: 'msg_x', payload: '{}', url: 'http://127.0.0.1:9/x', secret: 'whsec_AAAA' };
    expect((await sendMessage(message, false)).error).toMatch(/private or loopback/);
    const lookup = guardedLookup(false);
    const refused = await new Promise<unknown>((resolve) => lookup('localhost', {}, (err) => resolve(err)));
    expect(refused).toBeInstanceOf(RefusedAddressError);
  });

  it('keeps each member’s webhooks their own, and at most ten', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const created = await subscribe(owner, 'http://127.0.0.1:9/a', ['set.logged']);
    for (const [method, path] of [
      ['GET', `/api/webhooks/${created.id}`],
      ['PATCH', `/api/webhooks/${created.id}`],
      ['DELETE', `/api/webhooks/${created.id}`],
      ['POST', `/api/webhooks/${created.id}/test`],
      ['GET', `/api/webhooks/${created.id}/deliveries`],
      ['POST', `/api/webhooks/${created.id}/deliveries/${uuid()}/resend`],
    ] as const) {
      const response = await call(method, path, {
        cookie: stranger.cookie,
        body: method === 'PATCH' ? { active: false } : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    for (let i = 1; i < 10; i++) await subscribe(owner, `http://127.0.0.1:9/${i}`, ['set.logged']);
    const eleventh = await call('POST', '/api/webhooks', {
      cookie: owner.cookie,
      body: { url: 'http://127.0.0.1:9/11', events: ['set.logged'] },
    });
    expect(eleventh.status).toBe(409);
    expect((await errorOf(eleventh)).details[0]).toMatchObject({ field: 'url', code: 'too_many' });
    expect((await call('DELETE', `/api/webhooks/${created.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await call('GET', `/api/webhooks/${created.id}`, { cookie: owner.cookie })).status).toBe(404);
  });
});
