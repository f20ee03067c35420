import { vi } from 'vitest';

/** One request a component made: its method, URL and JSON body. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs `fetch` with `answer`, keeping every call for the test to look at (undo with `vi.unstubAllGlobals()`). */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
