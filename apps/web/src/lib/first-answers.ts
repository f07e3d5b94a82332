/**
 * The first answers: the answers of the first screen's queries (its GETs, and a POST that only reads),
 * handed to the API client when the screen asks for them (docs/web-performance.md). For a signed-in page
 * the server has written its first GETs' answers into the page; what it has not, main.tsx asks for while
 * the app's code is still on its way (app/first-answers.ts). Without them a phone learns what to ask only
 * after the app has arrived and drawn its first screen: one more round trip before the list or the news
 * shows.
 *
 * This module imports nothing but types and one constant: main.tsx holds it, before React and the app.
 */
import { FIRST_ANSWERS_ELEMENT, type FirstAnswers, type FirstQuery } from '@selvedge/contracts/first-answers';

/** What the API client sends with a GET; a first query asked early sends the same. */
export const ACCEPT_JSON = 'application/json, application/problem+json';

/** An answer older than this is not handed out: the screen asks again (a list left open a while). */
const FRESH_MS = 10_000;

interface FirstAnswer {
  response: Promise<Response>;
  /** The answer's JSON, read once for every reader; undefined unless a 2xx answer with a body. */
  json: Promise<unknown>;
  askedAt: number;
  /** Set once the answer has come and its JSON has been read: the JSON and when it came. */
  arrived?: { json: unknown; receivedAt: number };
}

const answers = new Map<string, FirstAnswer>();

/** What identifies a request among the first answers: the address, and for a POST its method and body. */
export function requestKey(method: string, url: string, body?: unknown): string {
  return method === 'GET' ? url : `${method} ${url} ${JSON.stringify(body)}`;
}

/** Asks `request` now, for the screen to take later; its answer and JSON are returned too. */
export function askFirstAnswer(request: FirstQuery): Pick<FirstAnswer, 'response' | 'json'> {
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
  // A failed first query is the screen's own request to make: nothing is reported here.
  response.catch(() => undefined);
  const key = requestKey(method, url, body);
  const answer: FirstAnswer = { response, json: Promise.resolve(undefined), askedAt: performance.now() };
  // Read as soon as it comes, so a screen drawn after that has it in its first render (takeArrivedAnswer).
  answer.json = response
    .then((got) => (got.ok && got.status !== 204 ? got.clone().json() : undefined))
    .then((json: unknown) => {
      if (json !== undefined) answer.arrived = { json, receivedAt: Date.now() };
      return json;
    })
    .catch(() => undefined);
  answers.set(key, answer);
  performance.mark(`first-answer-asked ${key}`);
  return answer;
}

/**
 * Takes the answers the server wrote into the page (its `<script type="application/json">`) as first
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
    performance.mark(`first-answer-given ${key}`);
  }
  return given as FirstAnswers;
}

/**
 * The first answer of the request `key` (requestKey), once: a second call, or one after ten seconds,
 * gets nothing.
 */
export function takeFirstAnswer(key: string): Pick<FirstAnswer, 'response' | 'json'> | undefined {
  const answer = answers.get(key);
  if (!answer) return undefined;
  answers.delete(key);
  if (performance.now() - answer.askedAt > FRESH_MS) return undefined;
  // The marks show in the browser's performance panel (and e2e/first-answers.e2e.ts reads them).
  performance.mark(`first-answer-taken ${key}`);
  return answer;
}

/**
 * The JSON of the first answer to the request `key`, and when it came, if it has come and been read
 * by now; taken once, as takeFirstAnswer takes it. Undefined while it is on its way (takeFirstAnswer
 * still has it then), or when it failed or was no 2xx answer with a body.
 */
export function takeArrivedAnswer(key: string): FirstAnswer['arrived'] {
  const answer = answers.get(key);
  if (!answer?.arrived || !takeFirstAnswer(key)) return undefined;
  return answer.arrived;
}

/** Every first answer is dropped: a write (signing in, choosing a ship-to, an order) may change them. */
export function forgetFirstAnswers(): void {
  answers.clear();
}
