import type { IsoDate } from '@selvedge/erp';

/**
 * What differs between /b1s/v1 (OData v3) and /b1s/v2 (OData v4), in one place: annotation names,
 * the form of dates in answers and in requests, literals in $filter. Readers accept both forms of an
 * annotation, because some Service Layer versions mix them; writers use the configured version's.
 */
export type SlVersion = 'v1' | 'v2';

export interface Dialect {
  version: SlVersion;
  /** The collection's next page link, in whatever form this answer gives it. */
  nextLinkOf(body: unknown): string | undefined;
  /** The ETag carried in an entity body (odata.etag / @odata.etag). */
  etagOf(body: unknown): string | undefined;
  /** A date in a request body: v1 "2026-11-02", v2 "2026-11-02T00:00:00Z" (Edm.DateTimeOffset). */
  dateValue(date: IsoDate): string;
  /**
   * A date and a time of day in $filter. The manual's form `DocDate eq '2014-04-23'` is accepted by
   * both versions (time parts ignored); times as '14:05:12'.
   */
  dateLiteral(date: IsoDate): string;
  timeLiteral(time: string): string;
}

const V1: Dialect = {
  version: 'v1',
  nextLinkOf: (body) => annotation(body, 'odata.nextLink') ?? annotation(body, '@odata.nextLink'),
  etagOf: (body) => annotation(body, 'odata.etag') ?? annotation(body, '@odata.etag'),
  dateValue: (date) => date,
  dateLiteral: (date) => quote(date),
  timeLiteral: (time) => quote(time),
};

const V2: Dialect = {
  version: 'v2',
  nextLinkOf: (body) => annotation(body, '@odata.nextLink') ?? annotation(body, 'odata.nextLink'),
  etagOf: (body) => annotation(body, '@odata.etag') ?? annotation(body, 'odata.etag'),
  dateValue: (date) => `${date}T00:00:00Z`,
  dateLiteral: (date) => quote(date),
  timeLiteral: (time) => quote(time),
};

export function dialectOf(version: SlVersion): Dialect {
  return version === 'v1' ? V1 : V2;
}

function annotation(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** v3 JSON "verbose" dates some clients meet: /Date(1730505600000)/. */
const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/**
 * A date as SAP answers it, in either version: "2026-11-02", "2026-11-02T00:00:00Z",
 * "2026-11-02T00:00:00", "20261102" or "/Date(…)/". The calendar date is what counts (SAP dates carry
 * no time), so the date part is taken as written, never shifted by a time zone.
 */
export function parseSapDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string' || value === '') return null;
  const iso = ISO_DATE.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const compact = COMPACT_DATE.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const ms = MS_DATE.exec(value);
  if (ms) return new Date(Number(ms[1])).toISOString().slice(0, 10);
  return null;
}

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;
const DURATION_TIME = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.\d+)?S)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day as SAP answers it ("14:05:12", "14:05", v3's "PT14H05M12S"), as HH:MM:SS. */
export function parseSapTime(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const clock = CLOCK_TIME.exec(value);
  if (clock) return `${pad(Number(clock[1]))}:${clock[2]}:${clock[3] ?? '00'}`;
  const duration = DURATION_TIME.exec(value);
  if (duration)
    return `${pad(Number(duration[1] ?? 0))}:${pad(Number(duration[2] ?? 0))}:${pad(Number(duration[3] ?? 0))}`;
  return null;
}

/** A string literal for $filter: quotes doubled, as OData wants. */
export function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A literal of a key or value: numbers bare, strings quoted. */
export function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : quote(value);
}

/** `Orders(22)`, `BusinessPartners('C10001')`. */
export function entityPath(set: string, key: string | number): string {
  return `${set}(${literal(key)})`;
}

/** `a eq 'x' or a eq 'y'`, parenthesised, for a list of values (SL has no `in`). */
export function anyOf(field: string, values: readonly (string | number)[]): string {
  return `(${values.map((v) => `${field} eq ${literal(v)}`).join(' or ')})`;
}

export const and = (...parts: (string | null | undefined | false)[]): string =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' and ');

export interface CollectionQuery {
  select?: readonly string[];
  filter?: string;
  orderby?: readonly string[];
  top?: number;
  skip?: number;
}

/**
 * The query string of a collection request. Encoded with encodeURIComponent except for the few
 * characters the Service Layer's examples keep readable ($, comma, quote, parentheses, colon).
 */
export function queryString(query: CollectionQuery): string {
  const parts: string[] = [];
  if (query.select?.length) parts.push(`$select=${encode(query.select.join(','))}`);
  if (query.filter) parts.push(`$filter=${encode(query.filter)}`);
  if (query.orderby?.length) parts.push(`$orderby=${encode(query.orderby.join(','))}`);
  if (query.top !== undefined) parts.push(`$top=${query.top}`);
  if (query.skip !== undefined && query.skip > 0) parts.push(`$skip=${query.skip}`);
  return parts.join('&');
}

export function encode(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',').replace(/%27/g, "'").replace(/%3A/g, ':');
}

/**
 * Where a next link points, as a path and query under the service root. SL answers it absolute
 * ("https://databaseserver:50000/b1s/v1/Orders?$skip=20", often with a host name only the SAP server
 * knows), rooted ("/b1s/v1/Orders?$skip=20") or relative ("Orders?$skip=20",
 * "SQLQueries('q')/List?$skip=5"). Only the part after /b1s/vN/ is kept, so the request goes to the
 * configured address whatever host the link names.
 */
export function resolveNextLink(link: string): string {
  let rest = link.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*(.*)$/i.exec(rest);
  if (absolute) rest = absolute[1] ?? '';
  const [path = '', query] = splitOnce(rest, '?');
  // Rooted, possibly under a reverse proxy's prefix: keep what follows /b1s/vN/.
  const service = /(?:^|\/)b1s\/v\d+\/(.*)$/.exec(path);
  const relative = service ? (service[1] ?? '') : path.replace(/^\/+/, '');
  return query === undefined ? relative : `${relative}?${query}`;
}

/**
 * Some versions drop query options from a next link (the manual's example is "/b1s/v1/Orders?$skip=20").
 * Follow the link, but put back any option of the original request it lost, so a page never widens.
 */
export function completeNextLink(link: string, originalQuery: string): string {
  const [path = '', query = ''] = splitOnce(link, '?');
  const present = new Set(
    query
      .split('&')
      .filter(Boolean)
      .map((part) => decodeURIComponent(splitOnce(part, '=')[0] ?? '')),
  );
  const missing = originalQuery
    .split('&')
    .filter(Boolean)
    .filter((part) => {
      const name = decodeURIComponent(splitOnce(part, '=')[0] ?? '');
      return name !== '$skip' && !present.has(name);
    });
  const all = [query, ...missing].filter(Boolean).join('&');
  return all ? `${path}?${all}` : path;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}
