import { amountFromCents, roundDecimal, roundToCents } from '@selvedge/contracts';
import type { IsoDate, Timestamp } from '@selvedge/erp';
import { parseSapDate, parseSapTime } from './odata.js';
import { wallClockToInstant } from './time-zone.js';

/**
 * Reading SAP values defensively: SAP answers doubles (an amount may come as 12.340000000000002 from a
 * HANA calculation), Y/N flags as tYES/tNO or Y/N, and user-defined fields may be absent or null.
 */

/** A SAP row as JSON. */
export type SapRow = Record<string, unknown>;

export const isYes = (value: unknown): boolean => value === 'tYES' || value === 'Y' || value === 'y';

/** An amount rounded once to cents (half away from zero), as the 2-decimal number the port carries. */
export function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? amountFromCents(roundToCents(value)) : 0;
}

/** A quantity with the ERP's three decimals. */
export function quantity(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Number(roundDecimal(value, 3)) : 0;
}

export function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function textOr(value: unknown, fallback: string): string {
  return text(value) ?? fallback;
}

/** A user-defined field's value, when the installation has the field (its configured name is not null). */
export function udf(row: SapRow, name: string | null): unknown {
  return name ? row[name] : undefined;
}

export function date(value: unknown): IsoDate | null {
  return parseSapDate(value);
}

/**
 * UpdateDate + UpdateTime as an ISO timestamp. SAP keeps the company server's wall-clock time without a
 * zone: it is read in the configured zone (`timeZone`, time-zone.ts). Every feed passes
 * ctx.config.timeZone (UTC unless the settings name another zone).
 */
export function updatedAt(row: SapRow, timeZone: string): Timestamp {
  const day = parseSapDate(row.UpdateDate) ?? '1970-01-01';
  const time = parseSapTime(row.UpdateTime) ?? '00:00:00';
  return wallClockToInstant(timeZone, day, time).toISOString();
}

/** `$select` of the configured user-defined fields (nulls left out) beside the standard ones. */
export function selectWith(standard: readonly string[], udfs: readonly (string | null)[]): string[] {
  return [...standard, ...udfs.filter((n): n is string => typeof n === 'string' && n !== '')];
}

/** Splits a list into chunks (a $filter with `or` over hundreds of keys makes URLs SAP refuses). */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}
