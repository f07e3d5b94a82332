import { ADMIN_INFO } from './demo-mapping.js';
import { type CompanySettings, closeOrCancel, createDocument, itemPrice } from './documents.js';
import { type EntitySetSchema, isDocumentSet } from './entity-schemas.js';
import { type Entity, type EntityStore, etagOf, type KeyValue } from './entity-store.js';
import type { FaultState } from './faults.js';
import { type FakeReply, type FakeRequest, header } from './http-types.js';
import { createIncomingPayment } from './incoming-payments.js';
import { readBody } from './input.js';
import { parseFilter, parseOrderBy, parseSelect } from './odata-query.js';
import { applyPatch } from './patch.js';
import {
  annotations,
  collectionContext,
  entityContext,
  errorBody,
  errorHeaders,
  SL_VERSION,
  successHeaders,
  type Version,
} from './protocol.js';
import { route, type SlPath } from './routing.js';
import { toWire } from './serializer.js';
import { parseCookies, type Session, type SessionStore } from './session-store.js';
import { INVALID_SESSION, invalidRequest, notSupported, SlError } from './sl-error.js';

/**
 * The Service Layer's resources under /b1s/v1 and /b1s/v2: Login/Logout, collections with the query
 * options and server paging, single entities with ETags, POST of documents, PATCH, the bound actions
 * Close/Cancel, CompanyService_GetItemPrice and CompanyService_GetAdminInfo. Everything else answers an error in SAP's shape (a 501 with
 * code -1000 where the fake simply does not implement what SAP has, so the gap is obvious).
 */
export interface ServiceLayerContext {
  store: EntityStore;
  sessions: SessionStore;
  faults: FaultState;
  now: () => Date;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  companyDb: string;
  userName: string;
  password: string;
  sessionTimeoutMinutes: number;
  /** How this company computes documents (VAT per line or per document). */
  company?: CompanySettings;
  onLogin: () => void;
}

/** Server-driven paging: SAP's default page size (`PageSize` in b1s.conf, research §1.3). */
export const DEFAULT_PAGE_SIZE = 20;

const STALE_ETAG =
  'Another user or another operation modified data; to continue, open the window again (ODBC -2039)';

function fakeGap(what: string): SlError {
  return new SlError(501, -1000, `${what} is not implemented by the fake Service Layer (see its README)`);
}

function errorReply(version: Version, error: SlError): FakeReply {
  return {
    status: error.status,
    headers: { ...errorHeaders(version), ...error.headers },
    body: JSON.stringify(errorBody(version, error.code, error.message)),
  };
}

function jsonOk(
  version: Version,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  return { status, headers: { ...successHeaders(version), ...headers }, body: JSON.stringify(body) };
}

/** The service's metadata document: every answer's context annotation points into it. */
const metadataUrl = (ctx: ServiceLayerContext, version: Version) => `${ctx.baseUrl}/b1s/${version}/$metadata`;

/** The context annotation of an answer that is one entity of the set. */
function entityAnnotation(ctx: ServiceLayerContext, version: Version, setName: string): Entity {
  return { [annotations(version).context]: entityContext(version, metadataUrl(ctx, version), setName) };
}

function readJson(request: FakeRequest): unknown {
  const text = request.body.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidRequest('Invalid JSON body');
  }
}

/** -2028, in each version's words: v2's text was recorded on a 2511 system (research §1.5). */
function notFound(version: Version, keyText: string): SlError {
  return new SlError(
    404,
    -2028,
    version === 'v1'
      ? 'No matching records found (ODBC -2028)'
      : `Entity with value(${keyText}) does not exist`,
  );
}

function keyLiteral(key: readonly KeyValue[], schema: EntitySetSchema): string {
  const literal = (v: KeyValue) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  if (key.length === 1) return literal(key[0] as KeyValue);
  return schema.key.map((field, i) => `${field}=${literal(key[i] as KeyValue)}`).join(',');
}

export function handleServiceLayer(ctx: ServiceLayerContext, request: FakeRequest, path: SlPath): FakeReply {
  try {
    return dispatch(ctx, request, path);
  } catch (error) {
    if (error instanceof SlError) return errorReply(path.version, error);
    throw error;
  }
}

function dispatch(ctx: ServiceLayerContext, request: FakeRequest, path: SlPath): FakeReply {
  const { version, resource } = path;
  const override = header(request, 'x-http-method-override');
  const method = request.method === 'POST' && override ? override.toUpperCase() : request.method;
  if (resource === 'Login') {
    if (method !== 'POST') throw new SlError(405, -1000, 'Login accepts POST only');
    return login(ctx, version, request);
  }

  const cookies = parseCookies(header(request, 'cookie'));
  const session = ctx.sessions.use(cookies.get('B1SESSION'));
  if (!session) {
    // Any call without a live session, a misspelt `/login` included, is SAP's 301 (research §1.2, [S7]).
    const headers: Record<string, string> =
      version === 'v2' ? { 'WWW-Authenticate': `Basic realm=/b1s/v2/${resource}` } : {};
    throw new SlError(ctx.faults.deadSessionStatus, 301, INVALID_SESSION, headers);
  }

  const refusal = ctx.faults.refusalOf(resource);
  if (refusal) throw new SlError(refusal.status, refusal.code, refusal.message);

  const target = route(resource);
  switch (target.kind) {
    case 'logout':
      if (method !== 'POST') throw new SlError(405, -1000, 'Logout accepts POST only');
      ctx.sessions.remove(session.id);
      return { status: 204 };
    case 'collection':
      if (method === 'GET') return readCollection(ctx, version, target.set, request, session);
      if (method === 'POST') return create(ctx, version, target.set, request);
      throw new SlError(405, -1000, `${method} is not allowed on a collection`);
    case 'count':
      if (method !== 'GET') throw new SlError(405, -1000, `${method} is not allowed on $count`);
      return countCollection(ctx, version, target.set, request);
    case 'entity': {
      const entity = ctx.store.get(target.set.name, target.key);
      if (!entity) throw notFound(version, target.keyText);
      if (method === 'GET') return readEntity(ctx, version, target.set, entity, request);
      if (method === 'PATCH') return patch(ctx, target.set, entity, request);
      if (method === 'DELETE') {
        if (isDocumentSet(target.set.name)) throw notSupported();
        throw fakeGap(`DELETE on ${target.set.name}`);
      }
      if (method === 'PUT') throw fakeGap('PUT');
      throw new SlError(405, -1000, `${method} is not allowed on an entity`);
    }
    case 'entityAction': {
      const entity = ctx.store.get(target.set.name, target.key);
      if (!entity) throw notFound(version, target.keyText);
      if (isDocumentSet(target.set.name) && (target.action === 'Close' || target.action === 'Cancel')) {
        if (method !== 'POST') throw new SlError(405, -1000, `${target.action} accepts POST only`);
        closeOrCancel(entity, target.action, ctx.now());
        return { status: 204 };
      }
      throw fakeGap(`${target.set.name}(…)/${target.action}`);
    }
    case 'serviceAction': {
      if (method !== 'POST') throw new SlError(405, -1000, `${target.name} accepts POST only`);
      if (target.name === 'CompanyService_GetAdminInfo')
        return jsonOk(version, 200, {
          [annotations(version).context]: `${metadataUrl(ctx, version)}#SAPB1.AdminInfo`,
          ...ADMIN_INFO,
        });
      const body = readJson(request) as { ItemPriceParams?: Entity };
      if (!body.ItemPriceParams || typeof body.ItemPriceParams !== 'object')
        throw invalidRequest('ItemPriceParams is missing');
      const context = `${metadataUrl(ctx, version)}#SAPB1.ItemPriceReturnParams`;
      return jsonOk(version, 200, {
        [annotations(version).context]: context,
        ...itemPrice(ctx.store, body.ItemPriceParams),
      });
    }
    case 'sqlQueryList': {
      if (method !== 'GET' && method !== 'POST')
        throw new SlError(405, -1000, `${method} is not allowed on List`);
      const rows = ctx.store.sqlQueries.get(target.code);
      if (!rows) throw new SlError(404, -2028, 'No matching records found (ODBC -2028)');
      // Simplified: every row in one page (SAP pages a List like any collection).
      return jsonOk(version, 200, {
        [annotations(version).context]: `${metadataUrl(ctx, version)}#SAPB1.SQLQueryResult`,
        SqlText: `stored query ${target.code}`,
        value: rows,
      });
    }
    case 'unsupported':
      throw fakeGap(target.segment);
    default:
      throw new SlError(404, -1, `Resource not found for the segment '${target.segment}'.`);
  }
}

function login(ctx: ServiceLayerContext, version: Version, request: FakeRequest): FakeReply {
  const body = readJson(request) as Record<string, unknown>;
  if (body.CompanyDB !== ctx.companyDb || body.UserName !== ctx.userName || body.Password !== ctx.password) {
    // No SAP source documents a failed login; public clients record this 401 (see the README).
    throw new SlError(401, -304, 'Fail to get DB Credentials from SLD');
  }
  const session = ctx.sessions.create();
  ctx.onLogin();
  return jsonOk(
    version,
    200,
    {
      ...entityAnnotation(ctx, version, 'B1Sessions'),
      SessionId: session.id,
      Version: SL_VERSION,
      SessionTimeout: ctx.sessionTimeoutMinutes,
    },
    { 'Set-Cookie': [`B1SESSION=${session.id};HttpOnly;`, 'ROUTEID=.node1; path=/b1s'] },
  );
}

interface ParsedQuery {
  filter: string | null;
  select: string | null;
  orderby: string | null;
  top: number | null;
  skip: number;
  count: boolean;
}

const NON_NEGATIVE = /^\d+$/;

/** The system query options of a collection read, checked per version (v1 $inlinecount, v2 $count). */
function parseQuery(version: Version, query: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = { filter: null, select: null, orderby: null, top: null, skip: 0, count: false };
  for (const [name, value] of query) {
    switch (name) {
      case '$filter':
        parsed.filter = value;
        break;
      case '$select':
        parsed.select = value;
        break;
      case '$orderby':
        parsed.orderby = value;
        break;
      case '$top':
      case '$skip':
        if (!NON_NEGATIVE.test(value)) throw invalidRequest(`Invalid ${name}: '${value}'`);
        if (name === '$top') parsed.top = Number(value);
        else parsed.skip = Number(value);
        break;
      case '$inlinecount':
        if (version === 'v2')
          throw invalidRequest('$inlinecount is OData v3; v2 (OData v4) uses $count=true');
        if (value !== 'allpages' && value !== 'none')
          throw invalidRequest(`Invalid $inlinecount: '${value}'`);
        parsed.count = value === 'allpages';
        break;
      case '$count':
        if (version === 'v1')
          throw invalidRequest('$count=true is OData v4; v1 (OData v3) uses $inlinecount=allpages');
        if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid $count: '${value}'`);
        parsed.count = value === 'true';
        break;
      case '$format':
        if (value !== 'json' && value !== 'application/json') throw invalidRequest('Only JSON is supported');
        break;
      case '$expand':
        throw fakeGap('$expand');
      default:
        if (name.startsWith('$')) throw invalidRequest(`Unknown system query option '${name}'`);
    }
  }
  return parsed;
}

function select(ctx: ServiceLayerContext, set: EntitySetSchema, request: FakeRequest, version: Version) {
  const query = parseQuery(version, request.query);
  const caseInsensitive = header(request, 'b1s-caseinsensitive')?.toLowerCase() === 'true';
  let rows = ctx.store.all(set.name);
  if (query.filter !== null) {
    const predicate = parseFilter(query.filter, { type: set.type, version, caseInsensitive });
    rows = rows.filter(predicate);
  }
  if (query.orderby !== null) rows = [...rows].sort(parseOrderBy(query.orderby, set.type));
  const selected = query.select === null ? null : parseSelect(query.select, set.type);
  return { query, rows, selected };
}

/** Page size of this request: `Prefer: odata.maxpagesize=N` beats `B1S-PageSize`, which beats 20. */
function pageSizeOf(request: FakeRequest): { size: number; preferred: boolean } {
  const prefer = header(request, 'prefer') ?? '';
  const match = /odata\.maxpagesize\s*=\s*(\d+)/.exec(prefer);
  if (match) return { size: Number(match[1]), preferred: true };
  const b1s = header(request, 'b1s-pagesize');
  if (b1s && NON_NEGATIVE.test(b1s)) return { size: Number(b1s), preferred: false };
  return { size: DEFAULT_PAGE_SIZE, preferred: false };
}

function withEtag(version: Version, set: EntitySetSchema, entity: Entity, projected: boolean): Entity {
  if (!set.etag) return {};
  // A $select read answers a frozen ETag of the first version in the body (2511 quirk, [S5] Q1).
  const version_ = projected ? 1 : ((entity.DataVersion as number | undefined) ?? 1);
  return { [annotations(version).etag]: etagOf(version_) };
}

function readCollection(
  ctx: ServiceLayerContext,
  version: Version,
  set: EntitySetSchema,
  request: FakeRequest,
  session: Session,
): FakeReply {
  const { query, rows, selected } = select(ctx, set, request, version);
  const total = rows.length;
  const rest = rows.slice(query.skip);
  const wanted = query.top === null ? rest.length : Math.min(query.top, rest.length);
  const { size, preferred } = pageSizeOf(request);
  let page: Entity[];
  let more = false;
  if (size === 0 || (query.top !== null && query.top <= size)) {
    // No paging, or $top fits in one page: SAP then gives no next link even when more rows match.
    page = rest.slice(0, wanted);
  } else {
    page = rest.slice(0, Math.min(size, wanted));
    more = page.length < wanted;
  }
  const names = annotations(version);
  const body: Entity = {
    [names.context]: collectionContext(version, metadataUrl(ctx, version), set.name, selected),
  };
  if (query.count) body[names.count] = total;
  body.value = page.map((entity) => ({
    ...withEtag(version, set, entity, selected !== null),
    ...toWire(entity, set.type, version, selected),
  }));
  if (more) body[names.nextLink] = nextLink(ctx, version, set.name, query, page.length);
  const headers: Record<string, string> = preferred
    ? { 'Preference-Applied': `odata.maxpagesize=${size}` }
    : {};
  if (ctx.faults.pageServed()) ctx.sessions.remove(session.id);
  return jsonOk(version, 200, body, headers);
}

/**
 * The next page's link, carrying the options of the read: `/b1s/v1/Orders?$filter=…&$skip=20` (the form
 * of the SAP manual, default on v1) or `Orders?$filter=…&$skip=20` (relative to the service root, default
 * on v2); research §1.3. A client must resolve either against the service root.
 */
function nextLink(
  ctx: ServiceLayerContext,
  version: Version,
  setName: string,
  query: ParsedQuery,
  served: number,
) {
  const params: [string, string][] = [];
  if (query.filter !== null) params.push(['$filter', query.filter]);
  if (query.select !== null) params.push(['$select', query.select]);
  if (query.orderby !== null) params.push(['$orderby', query.orderby]);
  if (query.count) params.push(version === 'v1' ? ['$inlinecount', 'allpages'] : ['$count', 'true']);
  if (query.top !== null) params.push(['$top', String(query.top - served)]);
  params.push(['$skip', String(query.skip + served)]);
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const form =
    ctx.faults.linkForm === 'default' ? (version === 'v1' ? 'path' : 'relative') : ctx.faults.linkForm;
  return form === 'path' ? `/b1s/${version}/${setName}?${search}` : `${setName}?${search}`;
}

function countCollection(
  ctx: ServiceLayerContext,
  version: Version,
  set: EntitySetSchema,
  request: FakeRequest,
) {
  const { rows } = select(ctx, set, request, version);
  return { status: 200, headers: { 'Content-Type': 'text/plain;charset=utf-8' }, body: String(rows.length) };
}

function readEntity(
  ctx: ServiceLayerContext,
  version: Version,
  set: EntitySetSchema,
  entity: Entity,
  request: FakeRequest,
): FakeReply {
  for (const name of request.query.keys()) {
    if (name === '$expand') throw fakeGap('$expand');
    if (name.startsWith('$') && name !== '$select' && name !== '$format')
      throw invalidRequest(`Query option '${name}' is not allowed on a single entity`);
  }
  const selectText = request.query.get('$select');
  const selected = selectText === null ? null : parseSelect(selectText, set.type);
  const body = {
    ...entityAnnotation(ctx, version, set.name),
    ...withEtag(version, set, entity, selected !== null),
    ...toWire(entity, set.type, version, selected),
  };
  // A projected read answers no ETag header (2511, [S5] Q1): only a full read is a basis for If-Match.
  const headers: Record<string, string> =
    set.etag && selected === null ? { ETag: etagOf((entity.DataVersion as number) ?? 1) } : {};
  return jsonOk(version, 200, body, headers);
}

function create(
  ctx: ServiceLayerContext,
  version: Version,
  set: EntitySetSchema,
  request: FakeRequest,
): FakeReply {
  if (!isDocumentSet(set.name) && set.name !== 'IncomingPayments') throw fakeGap(`POST ${set.name}`);
  const body = readBody(readJson(request), set.type);
  const entity = isDocumentSet(set.name)
    ? createDocument(ctx.store, set.name, body, ctx.now(), ctx.company)
    : createIncomingPayment(ctx.store, body, ctx.now());
  // The work is done; a lost answer leaves the client not knowing (the adapter must look the key up).
  if (ctx.faults.takeLostPost()) return { status: 0, drop: true };
  const key = set.key.map((field) => entity[field] as KeyValue);
  const location = `${ctx.baseUrl}/b1s/${version}/${set.name}(${keyLiteral(key, set)})`;
  if (/return-no-content/.test(header(request, 'prefer') ?? '')) {
    return { status: 204, headers: { Location: location, 'Preference-Applied': 'return-no-content' } };
  }
  return jsonOk(
    version,
    201,
    {
      ...entityAnnotation(ctx, version, set.name),
      ...withEtag(version, set, entity, false),
      ...toWire(entity, set.type, version),
    },
    { Location: location, ETag: etagOf((entity.DataVersion as number) ?? 1) },
  );
}

function patch(
  ctx: ServiceLayerContext,
  set: EntitySetSchema,
  entity: Entity,
  request: FakeRequest,
): FakeReply {
  if (!set.etag) throw fakeGap(`PATCH on ${set.name}`);
  const ifMatch = header(request, 'if-match');
  if (ifMatch && ifMatch !== '*' && ifMatch !== etagOf((entity.DataVersion as number) ?? 1))
    throw new SlError(412, -2039, STALE_ETAG);
  const body = readBody(readJson(request), set.type);
  const replace = header(request, 'b1s-replacecollectionsonpatch')?.toLowerCase() === 'true';
  applyPatch(set, entity, body, replace, ctx.now());
  return { status: 204 };
}
