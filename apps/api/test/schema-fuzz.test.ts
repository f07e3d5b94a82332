/**
 * The schema fuzz (ADR-021): every operation of the generated OpenAPI document gets
 * requests generated from its own contract, valid and mutated (NUL, lone surrogates, huge and negative
 * numbers, deep objects, prototype keys, wrong types, missing and unknown fields, unknown ids), and one
 * each of what the stack or the database cannot hold (JSON 20,000 levels deep, dates outside
 * years 1000-9999, ids beyond the integer range), sent anonymously, as the demo customer and as the
 * administrator. What the document promises must hold:
 * - no 5xx, except a 503 whose code the operation documents (the ERP, maintenance, a restart);
 * - every 4xx is application/problem+json with a code the document lists for that operation and status;
 * - every 2xx is documented, and its body matches the documented schema and media type.
 * Deterministic: one seed, the document's order, one request at a time. The budget (requests per
 * operation and caller) keeps the file at about half a minute on PGlite on a 2-core machine.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveTwoFactorSettings } from '../src/modules/settings/index.js';
import {
  edgeKinds,
  edgeRequestOf,
  type FuzzRequest,
  invalidRequestOf,
  type KnownValues,
  requestOf,
  urlOf,
} from './fuzz/arbitraries.js';
import {
  createSchemaChecker,
  documentedCodes,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  PROBLEM_JSON,
} from './fuzz/openapi-document.js';
import { DEMO_PASSWORD, demo, portalPerFile } from './support/harness.js';
import { must } from './support/must.js';

const SEED = 20_260_310;
/** Requests per operation and caller: valid and mutated where the caller gets past access, a few else. */
const BUDGET = { allowedValid: 8, allowedInvalid: 10, refused: 2 };

type Caller = 'anonymous' | 'customer' | 'administrator';
const callers: readonly Caller[] = ['anonymous', 'customer', 'administrator'];

const portal = portalPerFile({ erpData: 'tiny' });
let document: OpenApiDocument;
const cookies: Record<Caller, string | undefined> = {
  anonymous: undefined,
  customer: undefined,
  administrator: undefined,
};
/** The run's own users: never the target of an id, so that no request ends the run's sessions. */
const ownUserIds = new Set<string>();

async function signInAll(): Promise<void> {
  cookies.customer = await portal.signIn(demo.customer, DEMO_PASSWORD);
  cookies.administrator = await portal.signIn(demo.admin, DEMO_PASSWORD);
}

beforeAll(async () => {
  document = portal.app.swagger() as unknown as OpenApiDocument;
  await signInAll();
  for (const caller of ['customer', 'administrator'] as const) {
    const session = await portal.get('/api/session', cookies[caller]);
    ownUserIds.add((session.json() as { user: { id: string } }).user.id);
  }
}, 120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids, item codes and file names seen in answers so far, for later requests to hit real rows. */
const known: KnownValues = { uuids: [], integers: [], codes: [], files: [] };
function harvest(value: unknown, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) harvest(item, key);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) harvest(item, name);
    return;
  }
  const add = <T>(list: T[], item: T) => {
    if (!list.includes(item) && list.length < 60) list.push(item);
  };
  if (typeof value === 'string') {
    if (UUID.test(value) && !ownUserIds.has(value)) add(known.uuids, value);
    else if (/^(code|itemCode)$/.test(key) && value.length <= 50) add(known.codes, value);
    const file = /^\/api\/(customer-documents\/files|news\/images)\/([^/?#]+)$/.exec(value)?.[2];
    if (file) add(known.files, decodeURIComponent(file));
  } else if (typeof value === 'number' && Number.isInteger(value) && value > 0 && /[iI]d$/.test(key)) {
    add(known.integers, value);
  }
}

/**
 * After an answer that may have changed the run's own state, put it back: maintenance off, the demo
 * ERP up, two-factor sign-in not required, and fresh sessions after a sign-in, a sign-out, login-as or a password change.
 */
async function restoreAfter(op: Operation, status: number): Promise<void> {
  if (status >= 300) return;
  const key = `${op.method} ${op.path}`;
  if (key === 'PUT /api/settings/maintenance') await portal.setMaintenance(false);
  if (key === 'PUT /api/settings/demo-erp') portal.deps.erpSimulation?.setDown(false);
  // Two-factor sign-in stays off for the run's demo accounts (ADR-035).
  if (key === 'PUT /api/settings/two-factor') {
    await saveTwoFactorSettings(portal.database.db, {
      requiredForAdministrators: false,
      requiredForSales: false,
    });
  }
  if (/ \/api\/session(\/login-as)?$/.test(key) || key === 'PUT /api/profile/password') await signInAll();
}

async function send(op: Operation, caller: Caller, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const cookie = cookies[caller];
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  if (request.body && 'json' in request.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.json) ?? 'null';
  } else if (request.body) {
    headers['content-type'] = request.body.contentType;
    payload = request.body.raw;
  }
  return portal.app.inject({
    method: op.method as 'GET',
    url: urlOf(op.path, request),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

interface Finding {
  at: string;
  caller: Caller;
  request: string;
  status: number;
  problem: string;
}

function describeRequest(op: Operation, request: FuzzRequest): string {
  const body =
    request.body && 'json' in request.body ? JSON.stringify(request.body.json) : request.body?.contentType;
  return `${op.method} ${urlOf(op.path, request)}${body ? ` body ${String(body).slice(0, 300)}` : ''}${
    request.mutation ? ` (${request.mutation})` : ''
  }`;
}

/** What is wrong with an answer, measured against the document; null when nothing is. */
function checkAnswer(
  op: Operation,
  response: LightMyRequestResponse,
  errorsOf: (schema: Record<string, unknown>, value: unknown) => string[],
): string | null {
  const status = response.statusCode;
  const documented = op.operation.responses[String(status)];
  const contentType =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (status >= 400) {
    if (contentType !== PROBLEM_JSON)
      return `a ${status} of ${contentType || 'no type'}: ${response.body.slice(0, 200)}`;
    const body = response.json() as { type?: unknown; title?: unknown; status?: unknown; code?: unknown };
    const codes = documentedCodes(document, documented);
    if (typeof body.type !== 'string' || typeof body.title !== 'string' || body.status !== status) {
      return `not a problem: ${response.body.slice(0, 200)}`;
    }
    if (status >= 500 && !(status === 503 && codes.includes(String(body.code)))) {
      return `a ${status} ${String(body.code)}: ${response.body.slice(0, 200)}`;
    }
    if (!documented) return `${status} ${String(body.code)} is not documented`;
    if (!codes.includes(String(body.code)))
      return `${status} ${String(body.code)} is not among ${codes.join(', ')}`;
    const media = documented.content?.[PROBLEM_JSON]?.schema;
    const errors = media ? errorsOf(media, body) : [];
    return errors.length > 0 ? `the problem does not match its schema: ${errors.join('; ')}` : null;
  }
  if (!documented) return `${status} is not documented`;
  const content = documented.content ?? {};
  if (Object.keys(content).length === 0) return null;
  const media = content[contentType];
  if (!media) return `${status} answered ${contentType}, documented: ${Object.keys(content).join(', ')}`;
  if (contentType !== 'application/json') return null;
  const errors = media.schema ? errorsOf(media.schema, response.json()) : [];
  return errors.length > 0 ? `the body does not match the schema: ${errors.slice(0, 5).join('; ')}` : null;
}

/** Whether an anonymous caller gets past the operation's access: its document lists no 401. */
const isAllowed = (op: Operation, caller: Caller) => caller !== 'anonymous' || !op.operation.responses['401'];

/** Reads before writes, deletes last: the lists fill the known ids the writes then use. */
const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('schema fuzz: the OpenAPI document tells the truth', () => {
  it('answers every generated request as the document says, for every operation and caller', async () => {
    const { errorsOf } = createSchemaChecker(document);
    const operations = operationsOf(document).sort(
      (a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method) || a.path.localeCompare(b.path),
    );
    const findings: Finding[] = [];
    const counts = { requests: 0, byStatus: new Map<number, number>() };
    let seed = SEED;
    for (const op of operations) {
      for (const caller of callers) {
        const allowed = isAllowed(op, caller);
        const valid = fc.sample(requestOf(document, op, known), {
          seed: seed++,
          numRuns: allowed ? BUDGET.allowedValid : BUDGET.refused,
        });
        const invalid = fc.sample(invalidRequestOf(document, op, known), {
          seed: seed++,
          numRuns: allowed ? BUDGET.allowedInvalid : BUDGET.refused,
        });
        // Every operation gets what the stack or the database cannot hold, not only by chance
        // (the two values of each kind that broke the server); a caller refused anyway gets a deep body
        // only, which is parsed before access is checked.
        const edges = (allowed ? edgeKinds : (['deepJson'] as const)).flatMap((kind) =>
          (allowed ? [0, 1] : [0]).map((variant) => {
            const [request] = fc.sample(edgeRequestOf(document, op, known, kind, variant), {
              seed: seed++,
              numRuns: 1,
            });
            return must(request, `a ${kind} request`);
          }),
        );
        for (const request of [...valid, ...invalid, ...edges]) {
          const response = await send(op, caller, request);
          counts.requests += 1;
          counts.byStatus.set(response.statusCode, (counts.byStatus.get(response.statusCode) ?? 0) + 1);
          const problem = checkAnswer(op, response, errorsOf);
          if (problem) {
            findings.push({
              at: `${op.method} ${op.path}`,
              caller,
              request: describeRequest(op, request),
              status: response.statusCode,
              problem,
            });
          }
          if (
            response.statusCode < 300 &&
            String(response.headers['content-type']).startsWith('application/json')
          ) {
            harvest(response.json());
          }
          await restoreAfter(op, response.statusCode);
        }
      }
    }
    console.info(
      `schema fuzz: ${operations.length} operations, ${counts.requests} requests, by status ${JSON.stringify(
        Object.fromEntries([...counts.byStatus.entries()].sort(([a], [b]) => a - b)),
      )}`,
    );
    const report = findings
      .slice(0, Number(process.env.FUZZ_REPORT ?? 25))
      .map((f) => `${f.at} as ${f.caller}: ${f.problem}\n    ${f.request}`)
      .join('\n');
    expect(findings.length, `${findings.length} answers break the document:\n${report}`).toBe(0);
  }, 300_000);
});
