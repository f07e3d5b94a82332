/**
 * What differs between the Service Layer's two protocol versions, in one place: `/b1s/v1` speaks OData v3,
 * `/b1s/v2` OData v4 (research §1.1). Annotation names, error bodies, content types and the wire format of
 * dates all switch here, so the rest of the fake is written once for both.
 */
export type Version = 'v1' | 'v2';

export const VERSIONS: readonly Version[] = ['v1', 'v2'];

/** The Version string Login answers (a 10.0 FP 2511 system; research §1.2). */
export const SL_VERSION = '1000310';

interface Annotations {
  context: string;
  etag: string;
  nextLink: string;
  count: string;
}

const ANNOTATIONS: Record<Version, Annotations> = {
  v1: { context: 'odata.metadata', etag: 'odata.etag', nextLink: 'odata.nextLink', count: 'odata.count' },
  v2: { context: '@odata.context', etag: '@odata.etag', nextLink: '@odata.nextLink', count: '@odata.count' },
};

export function annotations(version: Version): Annotations {
  return ANNOTATIONS[version];
}

/** `…/$metadata#Orders/@Element` (v3) vs `…/$metadata#Orders/$entity` (v4). */
export function entityContext(version: Version, metadataUrl: string, setName: string): string {
  return `${metadataUrl}#${setName}/${version === 'v1' ? '@Element' : '$entity'}`;
}

/** `…/$metadata#Orders`, with the projection in the v4 form when $select was given. */
export function collectionContext(
  version: Version,
  metadataUrl: string,
  setName: string,
  select: readonly string[] | null,
): string {
  if (version === 'v2' && select) return `${metadataUrl}#${setName}(${select.join(',')})`;
  return `${metadataUrl}#${setName}`;
}

/**
 * Success bodies: v1 answers `odata=minimalmetadata` (the v3 name), v2 `odata.metadata=minimal` plus the
 * OData-Version header, as recorded from a 2511 system (research §1.1, cassette in [S5]).
 */
export function successHeaders(version: Version): Record<string, string> {
  return version === 'v1'
    ? { 'Content-Type': 'application/json;odata=minimalmetadata;charset=utf-8', DataServiceVersion: '3.0' }
    : { 'Content-Type': 'application/json;odata.metadata=minimal;charset=utf-8', 'OData-Version': '4.0' };
}

export function errorHeaders(version: Version): Record<string, string> {
  return version === 'v1'
    ? { 'Content-Type': 'application/json;charset=utf-8', DataServiceVersion: '3.0' }
    : { 'Content-Type': 'application/json;charset=utf-8', 'OData-Version': '4.0' };
}

/**
 * SAP's error body. v1: numeric `code` and `message: {lang, value}`; v2: string `code`, a `details` array
 * and a plain `message` (research §1.5, the v2 shape copied from recorded 401 and 404 answers).
 */
export function errorBody(version: Version, code: number, message: string): unknown {
  if (version === 'v1') return { error: { code, message: { lang: 'en-us', value: message } } };
  return { error: { code: String(code), details: [{ code: '', message: '' }], message } };
}

/**
 * Dates travel as `2026-11-02` on v1 and `2026-11-02T00:00:00Z` on v2 (research §1.1); times of day
 * (UpdateTime) as `14:05:12` on both. The store keeps the v1 form.
 */
export function wireDate(version: Version, isoDate: string): string {
  return version === 'v1' ? isoDate : `${isoDate}T00:00:00Z`;
}
