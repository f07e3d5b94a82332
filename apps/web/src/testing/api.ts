import { vi } from 'vitest';

/** A request the screen sent: its method, path with query, and JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** The API's answer to a call: a status (200 unless said) and a JSON body. */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces `fetch` with an API that answers each call with `answer(call)`, and returns the calls as
 * they are made, for a component test to check what the screen sent. `vi.unstubAllGlobals()` undoes it.
 */
export function stubApi(answer: (call: ApiCall) => ApiAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  return calls;
}
