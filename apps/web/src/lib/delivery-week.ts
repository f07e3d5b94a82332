import type { DeliveryWeek } from '@selvedge/contracts';
import type { TFunction } from 'i18next';

/**
 * The delivery week as a customer reads it (D21): Direct and Incourant have their own translated
 * labels, a week reads "week 49, 2026" ("KW 49, 2026", "semaine 49, 2026"), anything else the ERP
 * says is shown as it is. Shared: the stock check shows it, and any screen that gets a delivery week.
 */

/** "2026-W49" or "2026-W7": an ISO week as text. */
const ISO_WEEK = /^(\d{4})-?W(\d{1,2})$/i;

/**
 * The ERP's own text read as a delivery week: "Direct", "Incourant" (any case) and an ISO week
 * ("2026-W49"); null for anything else, which is then shown as it is.
 */
export function parseDeliveryWeek(text: string): DeliveryWeek | null {
  const value = text.trim();
  if (/^direct$/i.test(value)) return { kind: 'direct' };
  if (/^incourant$/i.test(value)) return { kind: 'incourant' };
  const match = ISO_WEEK.exec(value);
  if (!match) return null;
  const week = Number(match[2]);
  if (week < 1 || week > 53) return null;
  return { kind: 'week', isoYear: Number(match[1]), week };
}

/** The translated label of a delivery week; an empty or missing one shows as nothing. */
export function formatDeliveryWeek(t: TFunction, value: DeliveryWeek | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const week = typeof value === 'string' ? parseDeliveryWeek(value) : value;
  if (!week) return typeof value === 'string' ? value.trim() : '';
  switch (week.kind) {
    case 'direct':
      return t('deliveryWeek.direct');
    case 'incourant':
      return t('deliveryWeek.incourant');
    case 'week':
      return t('deliveryWeek.week', { week: week.week, year: week.isoYear });
  }
}
