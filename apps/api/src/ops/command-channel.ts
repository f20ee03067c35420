import fs from 'node:fs';
import http from 'node:http';
import { controlSocketPath, isAnswering } from './socket-path';

/**
 * The CLI's commands (`npm run admin:grant`, `seed:demo`...) run inside the server that owns a PGlite folder: the
 * command line sends the command's name and arguments over DATA_DIR's control socket, the server runs it and sends
 * back what it prints, one JSON object a line, and the exit code last. The person sees the same lines either way.
 */

/** What a command prints, to whoever typed it, and whether that person gave up (Ctrl-C) or the server stops. */
export interface CommandIo {
  print(line: string): void;
  printError(line: string): void;
  signal: AbortSignal;
}

/** Runs a command by name; answers its exit code (2: no such command or wrong arguments). */
export type CommandRunner = (name: string, args: string[], io: CommandIo) => Promise<number>;

type Frame = { out: string } | { err: string } | { exit: number };

const COMMAND_PATH = /^\/commands\/([a-z][a-z0-9:-]{0,63})$/;
const MAX_BODY_BYTES = 64 * 1024;

/** Whether the request is one for the command channel. */
export function isCommandRequest(req: http.IncomingMessage): boolean {
  return req.method === 'POST' && COMMAND_PATH.test(req.url ?? '');
}

/**
 * Answers a POST /commands/<name> with the command's lines as they come. A person who stops the command line closes
 * the connection, which aborts the command's signal.
 */
export async function serveCommand(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  run: CommandRunner,
  signal: AbortSignal,
): Promise<void> {
  const name = COMMAND_PATH.exec(req.url ?? '')![1]!;
  let args: string[];
  try {
    args = parseArgs(await readBody(req));
  } catch (err) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end(err instanceof Error ? err.message : String(err));
    return;
  }
  const aborted = new AbortController();
  const abort = () => aborted.abort();
  signal.addEventListener('abort', abort, { once: true });
  res.on('close', () => {
    if (!res.writableFinished) abort();
  });
  res.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
  const send = (frame: Frame) => {
    if (!res.writableEnded) res.write(`${JSON.stringify(frame)}\n`);
  };
  try {
    const code = await run(name, args, {
      print: (line) => send({ out: line }),
      printError: (line) => send({ err: line }),
      signal: aborted.signal,
    });
    send({ exit: code });
  } catch (err) {
    send({
      err: `The command failed in the server: ${err instanceof Error ? err.message : String(err)} (its log has more)`,
    });
    send({ exit: 1 });
    throw err;
  } finally {
    signal.removeEventListener('abort', abort);
    res.end();
  }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('The arguments are too long.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseArgs(body: string): string[] {
  const parsed = JSON.parse(body) as { args?: unknown };
  if (!Array.isArray(parsed.args) || !parsed.args.every((arg) => typeof arg === 'string')) {
    throw new Error('Expected {"args": [strings]}.');
  }
  return parsed.args as string[];
}

/**
 * Runs the command in the server on DATA_DIR and prints its lines through io as they come. Answers the exit code, or
 * null when no server answers there (the caller then runs the command itself).
 */
export async function runCommandOnServer(
  dataDir: string,
  name: string,
  args: string[],
  io: Omit<CommandIo, 'signal'>,
): Promise<number | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath) || !(await isAnswering(socketPath))) return null;
  const body = JSON.stringify({ args });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        method: 'POST',
        path: `/commands/${name}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
  response.setEncoding('utf8');
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    io.printError(`The running server refused the command (${response.statusCode}): ${text || 'no reason given'}`);
    return 1;
  }
  let exit: number | null = null;
  let pending = '';
  const handle = (line: string) => {
    if (!line) return;
    const frame = JSON.parse(line) as Frame;
    if ('out' in frame) io.print(frame.out);
    else if ('err' in frame) io.printError(frame.err);
    else exit = frame.exit;
  };
  try {
    for await (const chunk of response) {
      pending += chunk as string;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      lines.forEach(handle);
    }
    handle(pending);
  } catch {
    // The connection broke: said below.
  }
  if (exit === null) {
    io.printError('The server stopped before the command finished; run it again once the server is back.');
    return 1;
  }
  return exit;
}
