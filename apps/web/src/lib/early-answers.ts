/**
 * The answers of the first screen's requests (its GETs, and a POST that only reads), handed to the API
 * client when the screen asks for them (docs/web-performance.md). For a signed-in page the server has
 * written its first GETs' answers into the page; what it has not, main.tsx asks for while the app's
 * code is still on its way (app/first-requests.ts). Without them a phone learns what to ask only after
 * the app has arrived and drawn its first screen: one more round trip before the list or the news shows.
 *
 * This module imports nothing but types and one constant: main.tsx holds it, before React and the app.
 */
import type { FirstRequest } from '@selvedge/contracts';
import { FIRST_ANSWERS_ELEMENT, type FirstAnswers } from '@selvedge/contracts/first-answers';

/** What the API client sends with a GET; an early request sends the same. */
export const ACCEPT_JSON = 'application/json, application/problem+json';

/** An answer older than this is not handed out: the screen asks again (a list left open a while). */
const FRESH_MS = 10_000;

interface EarlyAnswer {
  response: Promise<Response>;
  /** The answer's JSON, read once for every reader; undefined unless a 2xx answer with a body. */
  json: Promise<unknown>;
  askedAt: number;
  /** Set once the answer has come and its JSON has been read: the JSON and when it came. */
  arrived?: { json: unknown; receivedAt: number };
}

const answers = new Map<string, EarlyAnswer>();

/** The address of an API call: the path and the query's non-empty values, in their order. */
export function apiUrl(path: string, query?: Record<string, string | number | boolean | undefined>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A request a screen makes first: a GET of its address, or a POST that only reads (the open order
 * draft, created once and then answered the same; the API client's `isRead`). The contract's type: the
 * API runs the table of them too (app/first-requests.ts).
 */
export type EarlyRequest = FirstRequest;

/** What identifies a request among the early ones: the address, and for a POST its method and body. */
export function requestKey(method: string, url: string, body?: unknown): string {
  return method === 'GET' ? url : `${method} ${url} ${JSON.stringify(body)}`;
}

/** Starts `request` now, for the screen to take later; its answer and JSON are returned too. */
export function askEarly(request: EarlyRequest): Pick<EarlyAnswer, 'response' | 'json'> {
  const isGet = typeof request === 'string';
  const url = isGet ? request : request.post;
  const method = isGet ? 'GET' : 'POST';
  const body = isGet ? undefined : request.body;
  const response = fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { accept: ACCEPT_JSON, ...(isGet ? {} : { 'content-type': 'application/json' }) },
    body: isGet ? null : JSON.stringify(body),
  });
  // A failed early request is the screen's own request to make: nothing is reported here.
  response.catch(() => undefined);
  const key = requestKey(method, url, body);
  const early: EarlyAnswer = { response, json: Promise.resolve(undefined), askedAt: performance.now() };
  // Read as soon as it comes, so a screen drawn after that has it in its first render (takeArrived).
  early.json = response
    .then((answer) => (answer.ok && answer.status !== 204 ? answer.clone().json() : undefined))
    .then((json: unknown) => {
      if (json !== undefined) early.arrived = { json, receivedAt: Date.now() };
      return json;
    })
    .catch(() => undefined);
  answers.set(key, early);
  performance.mark(`early-answer-asked ${key}`);
  return early;
}

/**
 * Takes the answers the server wrote into the page (its `<script type="application/json">`) as early
 * answers that have already come, and returns them; none (an empty record) when the page has none or
 * they cannot be read, so the screen asks as before.
 */
export function takePageAnswers(page: Document = document): FirstAnswers {
  const element = page.getElementById(FIRST_ANSWERS_ELEMENT);
  if (!element?.textContent) return {};
  // Read once: a second start (a test, a hot reload) must not hand out answers that old.
  element.remove();
  let given: unknown;
  try {
    given = JSON.parse(element.textContent);
  } catch {
    return {};
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return {};
  const receivedAt = Date.now();
  for (const [key, json] of Object.entries(given)) {
    answers.set(key, {
      // The API client reads only that it succeeded, then takes `json`.
      response: Promise.resolve(new Response(null, { status: 200 })),
      json: Promise.resolve(json),
      askedAt: performance.now(),
      arrived: { json, receivedAt },
    });
    performance.mark(`early-answer-given ${key}`);
  }
  return given as FirstAnswers;
}

/**
 * The early answer of the request `key` (requestKey), once: a second call, or one after ten seconds,
 * gets nothing.
 */
export function takeEarly(key: string): Pick<EarlyAnswer, 'response' | 'json'> | undefined {
  const early = answers.get(key);
  if (!early) return undefined;
  answers.delete(key);
  if (performance.now() - early.askedAt > FRESH_MS) return undefined;
  // The marks show in the browser's performance panel (and e2e/first-requests.e2e.ts reads them).
  performance.mark(`early-answer-taken ${key}`);
  return early;
}

/**
 * The JSON of the early answer to the request `key`, and when it came, if it has come and been read
 * by now; taken once, as takeEarly takes it. Undefined while it is on its way (takeEarly still has it
 * then), or when it failed or was no 2xx answer with a body.
 */
export function takeArrived(key: string): EarlyAnswer['arrived'] {
  const early = answers.get(key);
  if (!early?.arrived || !takeEarly(key)) return undefined;
  return early.arrived;
}

/** Every early answer is dropped: a write (signing in, choosing a ship-to, an order) may change them. */
export function forgetEarly(): void {
  answers.clear();
}
