/**
 * The connection's part of `npm run erp:check`: the login tried on its own, so a wrong path, wrong
 * credentials, a certificate or the network can each be named with the setting to change.
 */
import { type CheckOptions, type Role, settingsFileText } from './check-step.js';
import type { ResolvedConfig, SapB1FieldNames } from './config.js';
import { parseSlError } from './errors.js';
import { createHttpClient, parseSetCookies } from './http-client.js';

/**
 * The environment variables that carry each connection setting (apps/api's env): the administrator sets
 * those, so advice names them and never the adapter's own keys.
 */
const ENVIRONMENT: Record<string, string> = {
  serviceLayerUrl: 'SAP_B1_URL',
  version: 'SAP_B1_VERSION',
  companyDb: 'SAP_B1_COMPANY_DB',
  userName: 'SAP_B1_USER',
  password: 'SAP_B1_PASSWORD',
  allowSelfSignedCertificate: 'SAP_B1_ALLOW_SELF_SIGNED',
  sessionPoolSize: 'SAP_B1_SESSIONS',
  maxConcurrentCalls: 'SAP_B1_MAX_CALLS',
};

/** The adapter's messages with the environment's names for the connection settings. */
export function inEnvironmentTerms(message: string): string {
  return message.replace(
    /\b(serviceLayerUrl|version|companyDb|userName|password|allowSelfSignedCertificate|sessionPoolSize|maxConcurrentCalls)\b/g,
    (name) => ENVIRONMENT[name] ?? name,
  );
}

// --- Hints ---------------------------------------------------------------------------------------------

/** The error codes of a thrown error and its causes (ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT …). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/**
 * Plain words for a failure of the connection itself (no HTTP answer), from SAP_B1_URL's side: which part
 * of the address or the network to look at. Null when the text is not one of these.
 */
export function connectionHint(text: string, url: string): string | null {
  const where = (() => {
    try {
      const parsed = new URL(url);
      return { host: parsed.hostname, port: parsed.port || (parsed.protocol === 'https:' ? '443' : '80') };
    } catch {
      return { host: url, port: '' };
    }
  })();
  if (/ALTNAME|altnames|does not match certificate/i.test(text))
    return `The certificate is for another host name than ${where.host}: use the name the certificate names in SAP_B1_URL`;
  if (/CERT_HAS_EXPIRED|certificate has expired/i.test(text))
    return "The Service Layer's certificate has expired: renew it (ServiceLayer/Conf/server.crt)";
  if (/self[- ]signed|certificate|UNABLE_TO_VERIFY|unable to get local issuer|SELF_SIGNED/i.test(text))
    return (
      "This host does not trust the Service Layer's certificate (SAP installs a self-signed one). Install a " +
      'trusted certificate, or name your CA in NODE_EXTRA_CA_CERTS; on a test system only, ' +
      'SAP_B1_ALLOW_SELF_SIGNED=true'
    );
  if (/wrong version number|EPROTO|packet length too long|http request to an https server/i.test(text))
    return `SAP_B1_URL says https, but port ${where.port} answers plain HTTP (or the other way round): check the scheme`;
  if (/ECONNREFUSED/.test(text))
    return `Nothing listens on ${where.host} port ${where.port}: check the host and port in SAP_B1_URL (usually 50000) and that the Service Layer runs`;
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(text))
    return `The host name ${where.host} cannot be resolved (DNS): check the host in SAP_B1_URL`;
  if (/EHOSTUNREACH|ENETUNREACH/.test(text))
    return `No network route to ${where.host}: check the network and firewalls between this host and SAP`;
  if (/no answer within|ETIMEDOUT|timed? ?out/i.test(text))
    return `${where.host} port ${where.port} did not answer in time: a firewall may drop the connection, or the Service Layer is overloaded`;
  if (/socket hang up|ECONNRESET|broke off/i.test(text))
    return 'The connection closed without an answer: often http:// to an HTTPS port; check the scheme in SAP_B1_URL';
  return null;
}

/** The role whose configured field a message of SAP names (`property 'U_X' of 'Document' is invalid`). */
function roleNamed(message: string, fields: SapB1FieldNames): Role | null {
  const match = /'?(U_\w+)'?/.exec(message);
  if (!match) return null;
  const name = match[1] as string;
  return (Object.keys(fields) as Role[]).find((role) => fields[role] === name) ?? null;
}

/** SAP's message, then what to change: the environment variable or the settings key. */
export function hinted(
  message: string,
  resolved: ResolvedConfig,
  url: string,
  options: CheckOptions,
): string {
  const connection = connectionHint(message, url);
  if (connection) return `${message}. ${connection}`;
  if (/Resource not found for the segment/i.test(message))
    return `${message}. This Service Layer (SAP_B1_VERSION=${resolved.version}) does not know that resource: check SAP_B1_VERSION, and the SAP release`;
  if (/U_\w+/.test(message) && /invalid|not found|unknown/i.test(message)) {
    const role = roleNamed(message, resolved.fields);
    const setting = role ? `fields.${role}` : 'its setting under "fields"';
    return `${message}. A user-defined field has another name in this company, or does not exist: set ${setting} in ${settingsFileText(options)} (its real name, or null)`;
  }
  return message;
}

// --- Login -----------------------------------------------------------------------------------------------

interface LoginProbe {
  ok: boolean;
  detail: string;
}

/**
 * One Login and Logout of its own, so the check sees SAP's status and code rather than the adapter's
 * summary: a 404 is a wrong path, a refused login the credentials, no answer the network.
 */
export async function probeLogin(resolved: ResolvedConfig, url: string): Promise<LoginProbe> {
  const http = createHttpClient({
    allowSelfSignedCertificate: resolved.allowSelfSignedCertificate,
    maxSockets: 1,
  });
  const loginUrl = `${resolved.serviceRoot}/Login`;
  const timeoutMs = Math.min(resolved.requestTimeoutMs, 30_000);
  const started = Date.now();
  try {
    let response: Awaited<ReturnType<typeof http.request>>;
    try {
      response = await http.request({
        method: 'POST',
        url: loginUrl,
        body: JSON.stringify({
          CompanyDB: resolved.companyDb,
          UserName: resolved.userName,
          Password: resolved.password,
        }),
        timeoutMs,
      });
    } catch (error) {
      // The first line only: TLS errors carry OpenSSL's source position on the next.
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? '';
      const codes = codesOf(error).filter((code) => !message.includes(code));
      const text = [message, ...codes].join(' ');
      const hint = connectionHint(text, url);
      return { ok: false, detail: `No answer from ${loginUrl}: ${text}${hint ? `. ${hint}` : ''}` };
    }
    const ms = Date.now() - started;
    const body = response.body.toString('utf8');
    if (response.status >= 200 && response.status < 300) {
      let answer: { SessionId?: unknown; Version?: unknown } = {};
      try {
        answer = JSON.parse(body) as typeof answer;
      } catch {
        // Not JSON: the check below says so.
      }
      const session = parseSetCookies(response.headers).get('B1SESSION') ?? answer.SessionId;
      if (typeof session !== 'string' || session === '')
        return {
          ok: false,
          detail: `${loginUrl} answered, but not as a Service Layer (no session): check SAP_B1_URL`,
        };
      await http
        .request({
          method: 'POST',
          url: `${resolved.serviceRoot}/Logout`,
          headers: { Cookie: `B1SESSION=${session}` },
          timeoutMs: 5_000,
        })
        .catch(() => undefined);
      const release = typeof answer.Version === 'string' ? `, Service Layer version ${answer.Version}` : '';
      return {
        ok: true,
        detail: `Logged in to ${resolved.companyDb} as ${resolved.userName} (${ms} ms${release})`,
      };
    }
    const error = parseSlError(response.status, body);
    const sap = `${error.message.slice(0, 160)} (HTTP ${error.status}${error.code ? `, SAP ${error.code}` : ''})`;
    // SAP's Login never answers "invalid session" (301): that is any other resource asked without a
    // session, so the address went past the Service Layer's root (research §1.1, a misspelt path).
    if (error.status === 404 || error.code === '301') {
      const path = extraPath(url);
      const advice = [
        `SAP_B1_URL is the address up to the port, e.g. https://sap.example.com:50000: the portal adds /b1s/${resolved.version} itself`,
        path ? `remove "${path}" from SAP_B1_URL` : null,
        resolved.version === 'v2'
          ? 'if the address is right, this Service Layer may have no /b1s/v2: try SAP_B1_VERSION=v1'
          : null,
      ].filter(Boolean);
      return { ok: false, detail: `Nothing answers at ${loginUrl}: ${sap}. ${advice.join('; ')}` };
    }
    if (
      error.status === 401 ||
      error.status === 403 ||
      error.code === '-304' ||
      /login|password|credential/i.test(error.message)
    )
      return {
        ok: false,
        detail: `SAP refused the login: ${sap}. Check SAP_B1_COMPANY_DB (${resolved.companyDb}), SAP_B1_USER (${resolved.userName}) and SAP_B1_PASSWORD, and that the user has a licence`,
      };
    if (error.status === 502 || error.status === 503 || error.status === 504)
      return {
        ok: false,
        detail: `${sap}: the load balancer answered, but no Service Layer node behind it did. Check the Service Layer service on the SAP server`,
      };
    return { ok: false, detail: `SAP did not log in: ${sap}` };
  } finally {
    http.close();
  }
}

/** The part of SAP_B1_URL's path the portal does not expect (it accepts none, or /b1s, /b1s/v1, /b1s/v2). */
function extraPath(url: string): string | null {
  try {
    const path = new URL(url).pathname.replace(/\/+$/, '').replace(/\/b1s(\/v\d)?$/, '');
    return path === '' ? null : path;
  } catch {
    return null;
  }
}
