import { DOCUMENT_SETS, type DocumentSetName, documentSetOfObjType } from './entity-schemas.js';
import type { EntityStore } from './entity-store.js';
import type { FaultState } from './faults.js';
import { type FakeReply, type FakeRequest, header, jsonReply } from './http-types.js';
import { tinyPdf } from './pdf.js';
import { parseCookies, type SessionStore } from './session-store.js';

/**
 * SAP Business One API Gateway ("Report as a Service"), the only SAP route to a document's PDF (research
 * §3): `POST /login`, `GET /rs/v1/LoadAuthorizedCRList`, `GET /rs/v1/LoadCR?DocCode=`,
 * `POST /rs/v1/ExportPDFData?DocCode=` and `POST /logout`, on the fake's own host (a real gateway runs on
 * its own port, 60000, with the same paths). Its habits are copied from recordings of a real gateway
 * ([S5] docs/20-api-gateway.md and its cassettes): failures are mostly `200` with a sentinel body, bad
 * credentials a `200 {"code":-1,…}` without cookies, an unknown layout `200 {}`, a failed export the five
 * bytes `(---)`, a dead session a bare `401`, logout a `400` that still ends the session.
 */

/** The document layouts (Crystal "Layout ID"s) this gateway knows, one per document type. */
export const GATEWAY_LAYOUTS: Readonly<Record<string, number>> = {
  RDR20001: DOCUMENT_SETS.Orders.objType,
  DLN20001: DOCUMENT_SETS.DeliveryNotes.objType,
  INV20001: DOCUMENT_SETS.Invoices.objType,
  RIN20001: DOCUMENT_SETS.CreditNotes.objType,
  RDN20001: DOCUMENT_SETS.Returns.objType,
  RRR20001: DOCUMENT_SETS.ReturnRequest.objType,
};

/**
 * The same layouts by the portal's document kind, as an adapter's configuration names them (pdf.layouts,
 * SAP_B1_PDF_LAYOUTS).
 */
export const GATEWAY_LAYOUTS_BY_KIND = {
  order: 'RDR20001',
  delivery: 'DLN20001',
  invoice: 'INV20001',
  creditNote: 'RIN20001',
  return: 'RDN20001',
  returnRequest: 'RRR20001',
} as const;

/**
 * The DocKey@ a layout definition carries preloaded: stored in the layout, not resolved against the
 * database, so it names some document (here the first of its kind), not the one wanted. A client that does
 * not set DocKey@ gets that document's PDF with a 201 ([S5]).
 */
const PRELOADED_DOC_KEY = 1;

export interface GatewayContext {
  store: EntityStore;
  sessions: SessionStore;
  faults: FaultState;
  companyDb: string;
  userName: string;
  password: string;
  onLogin: () => void;
}

const SENTINEL: FakeReply = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '(---)' };

export function isGatewayPath(pathname: string): boolean {
  return pathname === '/login' || pathname === '/logout' || pathname.startsWith('/rs/v1/');
}

function parameter(name: string, type: string, current: string): Record<string, unknown> {
  return {
    parameterType: 'StoredProcedureParameter',
    values: [current],
    defaultValuesDescription: {},
    length: '8',
    isOptionalPrompt: 'false',
    description: '',
    allowNullValue: 'true',
    isShownOnPanel: 'false',
    type,
    editMask: '',
    minimumValue: '',
    initialValues: [],
    isEditableOnPanel: 'false',
    valueRangeKind: 'Discrete',
    allowMultiValue: 'false',
    name,
    defaultValues: [],
    currentvalues: [current],
    maximumValue: '',
    allowCustomCurrentValues: 'true',
  };
}

function readJson(request: FakeRequest): unknown {
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function handleGateway(ctx: GatewayContext, request: FakeRequest): FakeReply {
  const { pathname, method } = request;
  if (pathname === '/login' && method === 'POST') return login(ctx, request);

  const cookies = parseCookies(header(request, 'cookie'));
  const session = ctx.sessions.use(cookies.get('Session') ?? cookies.get('Cookie'));
  if (pathname === '/logout') {
    if (session) ctx.sessions.remove(session.id);
    // The gateway routes logout through a Spring OIDC handler that answers 400 yet ends the session.
    return jsonReply(400, {
      timestamp: new Date().toISOString(),
      status: 400,
      error: 'Bad Request',
      path: '/auth/oidc.logout',
    });
  }
  if (!session) return { status: 401, headers: { 'Content-Length': '0' }, body: '' };

  if (pathname === '/rs/v1/LoadAuthorizedCRList' && method === 'GET') {
    // Only the general catalogue (RCRI…) is listed; document layouts never are (their codes come from the
    // B1 client's Print Layout Designer).
    return jsonReply(200, { result: 'Success', resultSet: [] });
  }
  if (pathname === '/rs/v1/LoadCR' && method === 'GET') {
    const code = request.query.get('DocCode');
    if (code === null) return jsonReply(400, { code: 400, message: '400 BAD_REQUEST' });
    const objType = GATEWAY_LAYOUTS[code];
    if (objType === undefined) return jsonReply(200, {});
    return jsonReply(200, {
      error: false,
      resultSet: [
        parameter('DocKey@', 'xsd:decimal', String(PRELOADED_DOC_KEY)),
        parameter('ObjectId@', 'xsd:decimal', String(objType)),
      ],
    });
  }
  if (pathname === '/rs/v1/ExportPDFData' && method === 'POST') return exportPdf(ctx, request);
  return { status: 404, headers: { 'Content-Length': '0' }, body: '' };
}

function login(ctx: GatewayContext, request: FakeRequest): FakeReply {
  const body = readJson(request) as Record<string, unknown> | undefined;
  if (
    body?.CompanyDB !== ctx.companyDb ||
    body?.UserName !== ctx.userName ||
    body?.Password !== ctx.password
  ) {
    return jsonReply(200, {
      code: -1,
      message: { lang: 'en-us', value: 'Failed to login for current user, please double check and retry' },
    });
  }
  const session = ctx.sessions.create();
  ctx.onLogin();
  // A real gateway marks both cookies Secure (it is HTTPS only); the fake speaks plain HTTP on loopback.
  return jsonReply(
    200,
    { Version: '0.0.1', SessionTimeout: 30 },
    {
      'Set-Cookie': [`Session=${session.id}; HttpOnly`, `Cookie=${session.id}; HttpOnly`],
      CompanyID: ctx.companyDb,
    },
  );
}

interface ExportParameter {
  name: string;
  type: string;
  value: string[][];
}

function isParameter(value: unknown): value is ExportParameter {
  const p = value as ExportParameter;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.name === 'string' &&
    typeof p.type === 'string' &&
    Array.isArray(p.value) &&
    p.value.every(
      (inner) => Array.isArray(inner) && inner.every((v) => typeof v === 'string' || typeof v === 'number'),
    )
  );
}

/** `[{"name":"DocKey@","type":"xsd:decimal","value":[["12345"]]}, …]` → the PDF as base64 text. */
function exportPdf(ctx: GatewayContext, request: FakeRequest): FakeReply {
  const code = request.query.get('DocCode') ?? '';
  const layoutObjType = GATEWAY_LAYOUTS[code];
  const parameters = readJson(request);
  if (layoutObjType === undefined || !Array.isArray(parameters) || !parameters.every(isParameter))
    return SENTINEL;
  if (ctx.faults.takeSentinel()) return SENTINEL;
  const parameterValue = (name: string): string | undefined => {
    const found = parameters.find((p) => p.name === name);
    const first = found?.value[0]?.[0];
    return first === undefined ? undefined : String(first);
  };
  // An empty value makes the export fail, as an empty optional parameter does on a real gateway.
  if (parameters.some((p) => p.value.length === 0 || p.value[0]?.[0] === '')) return SENTINEL;
  const docKey = Number(parameterValue('DocKey@') ?? PRELOADED_DOC_KEY);
  const objectId = Number(parameterValue('ObjectId@') ?? layoutObjType);
  if (objectId !== layoutObjType) return SENTINEL;
  const setName = documentSetOfObjType(objectId) as DocumentSetName;
  const document = ctx.store.get(setName, [docKey]);
  if (!document) return SENTINEL;
  const pdf = tinyPdf([
    `${setName} ${String(document.DocNum)}`,
    `DocEntry ${String(document.DocEntry)}`,
    `${String(document.CardCode)} ${String(document.CardName)}`,
    `Layout ${code}`,
  ]);
  return {
    status: 201,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `form-data; name="attachment"; filename="${code}.pdf"`,
    },
    body: pdf.toString('base64'),
  };
}
