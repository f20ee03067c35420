import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedTokenResponse } from '@lifeorbit/contracts/tokens';
import type { CreatedWebhook, WorkoutDetail } from '@lifeorbit/contracts';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { json } from '../../../test/workouts-support';
import { deliverDue } from '../webhooks';
import { TOOL_NAMES } from './tools';

// Issue 41, item 5 and the whole chain: a member's token with write scope for workouts; the MCP SDK's own
// client, over Streamable HTTP on a real port, starts a workout, logs three sets and ends it; the member's webhook
// endpoint receives "set logged" three times and "workout finished" once, each verified with the Standard Webhooks
// library; the workout shows on the member's page. A read-only token is refused the write; a revoked token everything.

let server: http.Server;
let base: string;

beforeAll(async () => {
  const { app } = await getRuntime();
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function makeToken(member: TestMember, scopes: Record<string, 'read' | 'write'>): Promise<CreatedTokenResponse> {
  const response = await call('POST', '/api/tokens', {
    cookie: member.cookie,
    body: { name: `MCP ${Object.keys(scopes).join(' ')}`, scopes, expiresInDays: 30 },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<CreatedTokenResponse>(response);
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'lifeorbit-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

type ToolResult = Awaited<ReturnType<Client['callTool']>>;
const textOf = (result: ToolResult) => (result.content as { type: string; text: string }[])[0]!.text;
const dataOf = <T>(result: ToolResult) => (result.structuredContent as { result: T }).result;

describe('the MCP server', () => {
  it('runs the whole chain: token, MCP client, three sets, webhooks verified, the workout on the member’s page', async () => {
    const member = await signUp();
    const received: { headers: Record<string, string>; body: string }[] = [];
    const endpoint = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const hook = await json<CreatedWebhook>(
        await call('POST', '/api/webhooks', {
          cookie: member.cookie,
          body: {
            url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`,
            events: ['set.logged', 'workout.finished'],
          },
        }),
      );
      const { token } = await makeToken(member, { workouts: 'write', exercises: 'read' });
      const client = await connect(token);

      const tools = (await client.listTools()).tools.map((tool) => tool.name);
      expect([...tools].sort()).toEqual([...TOOL_NAMES].sort());
      const logSet = (await client.listTools()).tools.find((tool) => tool.name === 'log_set')!;
      expect(Object.keys(logSet.inputSchema.properties ?? {})).toEqual(
        expect.arrayContaining(['workoutExerciseId', 'weight', 'reps', 'rpe', 'durationSec', 'distanceM']),
      );

      const found = await client.callTool({ name: 'search_exercises', arguments: { query: 'bench press' } });
      expect(found.isError).toBeFalsy();
      const exercise = dataOf<{ items: { id: string; name: string; effortMode: string }[] }>(found).items.find(
        (e) => e.effortMode === 'reps',
      )!;
      expect(textOf(found)).toContain(`exerciseId ${exercise.id}`);

      const started = await client.callTool({ name: 'start_workout', arguments: { title: 'MCP push' } });
      const workoutId = dataOf<{ workoutId: string }>(started).workoutId;
      expect(textOf(started)).toContain(workoutId);
      const added = await client.callTool({ name: 'add_exercise', arguments: { workoutId, exerciseId: exercise.id } });
      const workoutExerciseId = dataOf<{ id: string }>(added).id;
      for (const [weight, reps] of [
        [60, 8],
        [62.5, 8],
        [65, 6],
      ] as const) {
        const logged = await client.callTool({
          name: 'log_set',
          arguments: { workoutExerciseId, weight, reps, weightUnit: 'kg', rpe: 8 },
        });
        expect(logged.isError, textOf(logged)).toBeFalsy();
        expect(textOf(logged)).toContain(`${weight} kg × ${reps} RPE 8`);
      }
      // A field the exercise does not take is refused by the route's own contract, named, and nothing is stored.
      const wrong = await client.callTool({ name: 'log_set', arguments: { workoutExerciseId, distanceM: 400 } });
      expect(wrong.isError).toBe(true);
      expect(textOf(wrong)).toMatch(/HTTP 400.*distanceM/);
      const ended = await client.callTool({ name: 'end_workout', arguments: { workoutId } });
      expect(textOf(ended)).toMatch(/^Finished MCP push: 3 sets/);
      await client.close();

      await deliverDue(await getRuntime());
      const verifier = new Webhook(hook.secret);
      const messages = received.map((m) => verifier.verify(m.body, m.headers) as { type: string });
      expect(messages.filter((m) => m.type === 'set.logged')).toHaveLength(3);
      expect(messages.filter((m) => m.type === 'workout.finished')).toHaveLength(1);

      const page = await json<WorkoutDetail>(
        await call('GET', `/api/workouts/${workoutId}`, { cookie: member.cookie }),
      );
      expect(page.endedAt).not.toBeNull();
      expect(page.exercises[0]!.sets.map((s) => [s.weight, s.reps])).toEqual([
        [60, 8],
        [62.5, 8],
        [65, 6],
      ]);
    } finally {
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });

  it('refuses a read-only token the write, and a revoked token everything', async () => {
    const member = await signUp();
    const readOnly = await makeToken(member, { workouts: 'read' });
    const client = await connect(readOnly.token);
    const reading = await client.callTool({ name: 'get_active_workout', arguments: {} });
    expect(textOf(reading)).toBe('No workout in progress.');
    const writing = await client.callTool({ name: 'start_workout', arguments: {} });
    expect(writing.isError).toBe(true);
    expect(textOf(writing)).toMatch(/HTTP 403, insufficient_scope.*workouts:write/);
    expect((await call('GET', '/api/workouts/active', { cookie: member.cookie })).status).toBe(200);
    expect(
      ((await (await call('GET', '/api/workouts/active', { cookie: member.cookie })).json()) as { workout: unknown })
        .workout,
    ).toBeNull();
    // Another area than the token's: refused as well.
    const journal = await client.callTool({
      name: 'write_journal_entry',
      arguments: { day: '2026-12-01', mood: 4, body: 'From an assistant' },
    });
    expect(textOf(journal)).toMatch(/insufficient_scope.*journal:write/);
    await client.close();

    const revoke = await call('DELETE', `/api/tokens/${readOnly.summary.id}`, { cookie: member.cookie });
    expect(revoke.ok).toBe(true);
    await expect(connect(readOnly.token)).rejects.toThrow(/unauthenticated.*revoked/);
  });

  it('answers a call without a token 401, naming where to learn how to sign in', async () => {
    const anonymous = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
    const challenge = anonymous.headers.get('www-authenticate') ?? '';
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    expect(metadataUrl).toMatch(/\/\.well-known\/oauth-protected-resource$/);
    const metadata = await fetch(`${base}${new URL(metadataUrl!).pathname}`);
    expect(metadata.status).toBe(200);
    expect(await metadata.json()).toMatchObject({
      resource: expect.stringMatching(/\/api\/mcp$/),
      bearer_methods_supported: ['header'],
    });
  });
});
