import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions server for the coach's tests (never the internet). Each request is
 * recorded; `reply` decides the answer: text pieces streamed as chat.completion.chunk events, tool calls, an HTTP
 * error, or nothing for a while (a slow provider).
 */
export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    max_tokens: number;
    stream: boolean;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
  };
}

export type Reply =
  | { kind: 'text'; pieces: string[]; usage?: { prompt_tokens: number; completion_tokens: number }; cut?: boolean }
  | { kind: 'tool'; name: string; arguments: string }
  | { kind: 'error'; status: number }
  /** A 307 to another address (which a client must never follow). */
  | { kind: 'redirect'; location: string }
  | { kind: 'hang' };

export interface TestProvider {
  url: string;
  requests: RecordedRequest[];
  reply: (request: RecordedRequest, index: number) => Reply;
  close: () => Promise<void>;
}

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;

export async function startTestProvider(
  port = Number(process.env.COACH_TEST_PROVIDER_PORT ?? 0),
): Promise<TestProvider> {
  const hanging = new Set<http.ServerResponse>();
  const provider: TestProvider = {
    url: '',
    requests: [],
    reply: () => ({ kind: 'text', pieces: ['Hello'] }),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString('utf8')));
    req.on('end', () => {
      const request: RecordedRequest = { authorization: req.headers.authorization, body: JSON.parse(raw) };
      provider.requests.push(request);
      const reply = provider.reply(request, provider.requests.length - 1);
      if (reply.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (reply.kind === 'redirect') {
        res.writeHead(307, { location: reply.location });
        res.end();
        return;
      }
      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'test provider error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (reply.kind === 'tool') {
        // The arguments arrive in two pieces, as real providers send them.
        const half = Math.floor(reply.arguments.length / 2);
        res.write(
          chunk({
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: reply.name, arguments: reply.arguments.slice(0, half) },
              },
            ],
          }),
        );
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: reply.arguments.slice(half) } }] }));
      } else {
        for (const piece of reply.pieces) res.write(chunk({ content: piece }));
        if (reply.usage) res.write(`data: ${JSON.stringify({ choices: [], usage: reply.usage })}\n\n`);
        // A connection that breaks halfway through the answer.
        if (reply.cut) {
          res.destroy();
          return;
        }
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return provider;
}
