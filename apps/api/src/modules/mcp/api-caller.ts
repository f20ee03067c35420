import type { AppDeps } from '../../core/deps';

/** What a call to the public API answered: its status and its JSON body (null for none). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Calls a route of the public API as the MCP request's caller, in this process. */
export type ApiCaller = (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

/**
 * The MCP tools call the public API itself (issue 41, item 5), in process, with the caller's own Authorization
 * header: each tool's input is checked by the route's contract, the token's scopes by the token gate, and a set
 * logged by a tool is told to the member's webhooks as any other. Nothing the routes decide is written twice.
 */
export function apiCaller(deps: Pick<AppDeps, 'dispatch'>, request: Request, env: unknown): ApiCaller {
  const origin = new URL(request.url).origin;
  const forwarded: Record<string, string> = {};
  for (const name of ['authorization', 'x-forwarded-for', 'x-real-ip', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) forwarded[name] = value;
  }
  return async (method, path, body) => {
    const init: RequestInit = { method, headers: { ...forwarded, accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const response = await deps.dispatch(new Request(new URL(path, origin), init), env);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}
