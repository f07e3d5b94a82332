import { type Language, roundDecimal } from '@selvedge/contracts';

/**
 * Display conventions of foundations 1 and D10: the same in all four languages, so a customer
 * comparing a screen with a PDF or with a colleague's screen never reads two notations.
 */

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A date-only value ("2026-11-22") is a calendar day, not an instant: read it as local so that
 * no time zone moves it to the day before.
 */
function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd-mm-yyyy; an empty or unreadable value shows as nothing rather than "Invalid Date". */
export function formatDate(value: Date | string | null | undefined): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  return `${pad2(date.getDate())}-${pad2(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** dd-mm-yyyy HH:mm in the browser's time zone. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  return `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** The months as each language writes them in a date, January first (as Intl's long month does). */
const monthNames: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/**
 * News dates: day, full month name in the user's language, year (foundations 1), as Intl's en-GB,
 * nl-NL, de-DE and fr-FR long dates write them. Not through Intl.DateTimeFormat: building one loads
 * the locale's calendar data, 30 ms of the dashboard's first render on a fast computer and four times
 * that on a phone, for twelve words per language.
 */
export function formatNewsDate(value: Date | string | null | undefined, language: Language): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  const day = language === 'de' ? `${date.getDate()}.` : String(date.getDate());
  return `${day} ${monthNames[language][date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * Two decimals, dot thousands, comma decimal: 1234.5 → "1.234,50". Rounded once, half away from zero,
 * on the decimal the value was written as (1.005 → "1,01"), never on its binary float (ADR-014).
 */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  const decimal = typeof value === 'string' ? value.trim() : value;
  if (decimal === null || decimal === undefined || decimal === '') return '';
  let rounded: string;
  try {
    rounded = roundDecimal(decimal, decimals);
  } catch {
    // Not a number (NaN, "abc"): show nothing rather than a wrong figure.
    return '';
  }
  const [whole = '', fraction = ''] = rounded.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = rounded.startsWith('-') ? '-' : '';
  return decimals > 0 ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

const currencySymbols: Record<string, string> = { EUR: '€', GBP: '£' };

/** An amount with its document's currency: "€ 1.234,56", "£ 12,00", "USD 1.234,56". */
export function formatAmount(
  value: number | string | null | undefined,
  currency: string | null | undefined,
): string {
  const number = formatNumber(value);
  if (!number) return '';
  const code = (currency ?? '').trim().toUpperCase();
  if (!code) return number;
  return `${currencySymbols[code] ?? code} ${number}`;
}

/**
 * The ERP's unit codes the portal words in the reader's language (D9): "6,00 roll" reads "6,00 rol",
 * "6,00 Rolle", "6,00 rouleau". Spellings another ERP may use for the same unit lead to the same word;
 * a code not listed is shown as the ERP writes it.
 */
export const UNIT_CODES = ['roll', 'm', 'piece', 'book', 'set'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

const unitAliases: Record<string, UnitCode> = {
  roll: 'roll',
  rolls: 'roll',
  rol: 'roll',
  m: 'm',
  mtr: 'm',
  meter: 'm',
  metre: 'm',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  st: 'piece',
  stk: 'piece',
  book: 'book',
  set: 'set',
};

/** The portal's unit of an ERP unit code, or undefined for a code it does not know. */
export function unitCodeOf(code: string | null | undefined): UnitCode | undefined {
  return unitAliases[(code ?? '').trim().toLowerCase()];
}

/** The unit in the reader's language (`t` of react-i18next), or the ERP's code when it is not known. */
export function formatUnit(code: string | null | undefined, t: (key: string) => string): string {
  const known = unitCodeOf(code);
  return known ? t(`units.${known}`) : (code ?? '').trim();
}
