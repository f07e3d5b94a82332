/**
 * What a delivery's track-and-trace links lead to (foundations 2, "Deliveries"), for the screens and
 * the shipping mail alike: one distinct link opens it, several list their packages, none leaves the
 * icon greyed (and the mail says so). Its own entry point (`@selvedge/contracts/track-and-trace`): the
 * web app takes it without zod.
 */
export type TrackAndTrace =
  | { kind: 'none' }
  | { kind: 'one'; url: string }
  | { kind: 'several'; urls: string[] };

/** Only web links are followed: a carrier's text is not trusted to be a safe address. */
function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function trackAndTraceOf(links: readonly (string | null | undefined)[]): TrackAndTrace {
  const urls = [...new Set(links.map((link) => (link ?? '').trim()).filter(isWebLink))];
  const [first] = urls;
  if (first === undefined) return { kind: 'none' };
  if (urls.length === 1) return { kind: 'one', url: first };
  return { kind: 'several', urls };
}
