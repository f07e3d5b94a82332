import type { IncomingHttpHeaders } from 'node:http';

/** A request as the handlers see it: already read, path split from its query. */
export interface FakeRequest {
  method: string;
  pathname: string;
  /** The query string without `?`, as sent (next links are rebuilt from the parsed values). */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What a handler answers; `drop` destroys the connection instead (a lost answer). */
export interface FakeReply {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  drop?: boolean;
}

export function jsonReply(
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): FakeReply {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** A header's single value, case-insensitively (node lower-cases incoming header names). */
export function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
