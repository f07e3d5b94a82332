import { createHash } from 'node:crypto';
import type { FeedName, Watermark } from '@selvedge/erp';
import { erpRejected } from '@selvedge/erp';

/**
 * The adapter's watermarks: opaque to the portal, "sap1." + base64url(JSON). They name their feed, so
 * one feed's watermark is never taken for another's, and anything that does not decode is refused
 * (the contract: "rejects a watermark it never gave").
 *
 * A delta position per entity set: the UpdateDate and UpdateTime of the last row returned, the key of
 * that row, and the content hash of every row returned at exactly that second. SAP's UpdateTime has
 * one-second resolution, so a row can change again within the second already returned; a tie-break on
 * the key alone would then skip it for good. With the hashes, a pull asks again from that second
 * inclusive and drops only rows whose content is unchanged.
 */
export interface SetPosition {
  /** UpdateDate YYYY-MM-DD of the last row returned. */
  d: string;
  /** UpdateTime HH:MM:SS of the last row returned. */
  t: string;
  /** Key of the last row returned (the tie-break within the second). */
  k: string;
  /** Content hashes of the rows returned at exactly d/t, by key; absent once there were too many. */
  s?: Record<string, string>;
  /**
   * Set while d/t lies in the hour the company's clock shows twice (autumn, time-zone.ts): the time
   * (HH:MM:SS) that hour starts at. `s` then holds the hashes of every row returned from d/w up to d/t,
   * and the next pull reads again from d/w: a row changed in the hour's second pass carries an earlier
   * wall-clock time than rows of its first pass, and would otherwise be passed over.
   */
  w?: string;
}

/** A feed read whole each time (reference data): its digest when the pass started and where it is. */
export interface PassPosition {
  /** Digest of the whole set when this pass started. */
  h: string;
  /** The last row key returned in this pass; null: the pass is complete. */
  k: string | null;
}

export interface FeedWatermark {
  f: FeedName;
  /** Delta positions by entity set (absent: from the beginning). */
  p: Record<string, SetPosition>;
  /** Feeds read in passes. */
  r?: PassPosition;
}

const PREFIX = 'sap1.';
/** Rows kept by hash at one second; beyond it the key alone is the tie-break (a bulk import's second). */
export const MAX_SEEN_AT_ONE_SECOND = 500;

export function encodeWatermark(watermark: FeedWatermark): Watermark {
  return PREFIX + Buffer.from(JSON.stringify(watermark), 'utf8').toString('base64url');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

function isPosition(value: unknown): value is SetPosition {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  if (typeof p.d !== 'string' || !DATE.test(p.d)) return false;
  if (typeof p.t !== 'string' || !TIME.test(p.t)) return false;
  if (typeof p.k !== 'string') return false;
  if (p.w !== undefined && (typeof p.w !== 'string' || !TIME.test(p.w) || p.s === undefined)) return false;
  if (p.s === undefined) return true;
  if (!p.s || typeof p.s !== 'object' || Array.isArray(p.s)) return false;
  return Object.values(p.s).every((h) => typeof h === 'string');
}

function isPass(value: unknown): value is PassPosition {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.h === 'string' && (p.k === null || typeof p.k === 'string');
}

/** The watermark of `feed`, or the start; anything this adapter did not write is refused. */
export function decodeWatermark(feed: FeedName, since: Watermark | null): FeedWatermark {
  if (since === null) return { f: feed, p: {} };
  const invalid = () => erpRejected(`Invalid watermark for the ${feed} feed: ${since.slice(0, 40)}`);
  if (typeof since !== 'string' || !since.startsWith(PREFIX)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(since.slice(PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object') throw invalid();
  const w = parsed as Record<string, unknown>;
  if (w.f !== feed || !w.p || typeof w.p !== 'object' || Array.isArray(w.p)) throw invalid();
  if (!Object.values(w.p).every(isPosition)) throw invalid();
  if (w.r !== undefined && !isPass(w.r)) throw invalid();
  return parsed as FeedWatermark;
}

/** A short content hash of a mapped row: equal rows, equal hashes. */
export function contentHash(row: unknown): string {
  return createHash('sha1').update(JSON.stringify(row)).digest('base64url').slice(0, 12);
}
