import {
  clampPackages,
  RETURN_COMMISSION_MAX,
  RETURN_LINES_MAX,
  RETURN_PACKAGES_MAX,
  RETURN_REMARK_MAX,
  type ReturnableLine,
  type ReturnRequestInput,
} from '@selvedge/contracts';
import { decimalsOf, parseDecimalInput } from '../../../lib/decimal-input';
import { readDateEntry } from '../../../lib/filter-state';

/**
 * The return request screen (ordering §2 "Return request screen", §4 "Return flow", §5, D30) as pure
 * functions, so the screen only renders them: which delivered lines can be chosen, the cap on a
 * quantity, what is wrong with the form, and the request it becomes.
 */

/** What a NumberInput holds: a number, or text while it is being typed ("2," or ""). */
export type NumberValue = number | string;

/** A delivered line on the page's table, with what the customer typed for it. */
export interface ChosenLine {
  /** The line as the selection modal listed it. */
  line: ReturnableLine;
  quantity: NumberValue;
  /** Why it goes back (required). */
  remark: string;
  /** The customer's commission (optional). */
  commission: string;
}

export interface ReturnFormValues {
  packages: NumberValue;
  /** The pick-up date as shown and typed: dd-mm-yyyy. */
  pickUpDate: string;
  lines: readonly ChosenLine[];
}

/** A delivered line's identity, the same in the modal, on the page and in the request. */
export const lineKeyOf = (line: Pick<ReturnableLine, 'deliveryId' | 'lineNumber'>) =>
  `${line.deliveryId}:${line.lineNumber}`;

/**
 * Where the problem of a field of a chosen line is kept: by the line, not by its place in the table,
 * so that removing a line above it does not move its message to another one.
 */
export const linePath = (
  line: Pick<ReturnableLine, 'deliveryId' | 'lineNumber'>,
  field: 'quantity' | 'remark' | 'commission',
) => `line:${lineKeyOf(line)}.${field}`;

/**
 * What can still be returned of a line, at the two decimals a quantity is typed with: rounded down,
 * so that the cap itself is a quantity the server accepts.
 */
export function maxReturnable(line: Pick<ReturnableLine, 'returnableQuantity'>): number {
  const thousandths = Math.round(line.returnableQuantity * 1000);
  return Math.max(0, Math.floor(thousandths / 10) / 100);
}

/** A line can be checked in the modal when it is Open and something of it can still be returned. */
export function isSelectable(line: Pick<ReturnableLine, 'status' | 'returnableQuantity'>): boolean {
  return line.status === 'open' && maxReturnable(line) > 0;
}

/**
 * A typed quantity above what can be returned becomes that maximum (ordering §4: "capped to the
 * original"); anything else stays as typed.
 */
export function capQuantity(typed: NumberValue, max: number): { value: NumberValue; isCapped: boolean } {
  const quantity = parseDecimalInput(typed);
  if (quantity !== null && quantity > max) return { value: max, isCapped: true };
  return { value: typed, isCapped: false };
}

/** ordering §5: a number of packages above 10 becomes 10; what is not a whole number yet stays as typed. */
export function capPackages(typed: NumberValue): { value: NumberValue; isCapped: boolean } {
  const packages = parseDecimalInput(typed);
  if (packages !== null && packages > RETURN_PACKAGES_MAX) {
    return { value: clampPackages(packages), isCapped: true };
  }
  return { value: typed, isCapped: false };
}

/** Today in the browser, as ISO yyyy-mm-dd. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Problems as translation keys, by field path (`packages`, `pickUpDate`, `lines`, `linePath(…)`). */
export type FormProblems = Record<string, string>;

export type BuiltRequest =
  | { ok: true; input: Omit<ReturnRequestInput, 'requestKey'> }
  | { ok: false; problems: FormProblems };

function packagesProblem(value: NumberValue): string | null {
  if (typeof value === 'string' && !value.trim()) return 'validation.REQUIRED';
  const packages = parseDecimalInput(value);
  if (packages === null || !Number.isInteger(packages) || packages < 1 || packages > RETURN_PACKAGES_MAX)
    return 'addReturn.packages.range';
  return null;
}

function pickUpDateProblem(text: string, today: string): string | null {
  if (!text.trim()) return 'validation.REQUIRED';
  const iso = readDateEntry(text);
  if (!iso) return 'addReturn.pickUpDate.invalid';
  if (iso < today) return 'errors.PICK_UP_DATE_IN_PAST';
  return null;
}

function quantityProblem(value: NumberValue, max: number): string | null {
  const quantity = parseDecimalInput(value);
  if (quantity === null || quantity <= 0) return 'quantity.aboveZero';
  if (decimalsOf(value) > 2) return 'quantity.decimals';
  if (quantity > max) return 'addReturn.lines.aboveReturnable';
  return null;
}

/** What is wrong with the form, field by field; empty when it can be sent. */
export function formProblems(values: ReturnFormValues, today: string = todayIso()): FormProblems {
  const problems: FormProblems = {};
  const packages = packagesProblem(values.packages);
  if (packages) problems.packages = packages;
  const date = pickUpDateProblem(values.pickUpDate, today);
  if (date) problems.pickUpDate = date;
  if (values.lines.length === 0) problems.lines = 'addReturn.lines.required';
  else if (values.lines.length > RETURN_LINES_MAX) problems.lines = 'addReturn.lines.tooMany';
  for (const chosen of values.lines) {
    const quantity = quantityProblem(chosen.quantity, maxReturnable(chosen.line));
    if (quantity) problems[linePath(chosen.line, 'quantity')] = quantity;
    const remark = chosen.remark.trim();
    if (!remark) problems[linePath(chosen.line, 'remark')] = 'addReturn.lines.remarkRequired';
    else if (remark.length > RETURN_REMARK_MAX)
      problems[linePath(chosen.line, 'remark')] = 'validation.TOO_LONG';
    if (chosen.commission.trim().length > RETURN_COMMISSION_MAX)
      problems[linePath(chosen.line, 'commission')] = 'validation.TOO_LONG';
  }
  return problems;
}

/** The request body the form becomes (without its key), or what is wrong with it. */
export function buildRequest(values: ReturnFormValues, today: string = todayIso()): BuiltRequest {
  const problems = formProblems(values, today);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      packages: parseDecimalInput(values.packages) ?? 1,
      // formProblems has read it already.
      pickUpDate: readDateEntry(values.pickUpDate) ?? today,
      lines: values.lines.map((chosen) => ({
        deliveryId: chosen.line.deliveryId,
        lineNumber: chosen.line.lineNumber,
        quantity: parseDecimalInput(chosen.quantity) ?? 0,
        remark: chosen.remark.trim(),
        commission: chosen.commission.trim(),
      })),
    },
  };
}

/** Lines chosen in the modal join the page's table; a line that is there already keeps what was typed. */
export function addChosenLines(
  current: readonly ChosenLine[],
  chosen: readonly { line: ReturnableLine; quantity: NumberValue }[],
): ChosenLine[] {
  const present = new Set(current.map((entry) => lineKeyOf(entry.line)));
  const added = chosen
    .filter((entry) => !present.has(lineKeyOf(entry.line)))
    .map((entry) => ({ line: entry.line, quantity: entry.quantity, remark: '', commission: '' }));
  return [...current, ...added];
}

/** The problems of fields that no longer exist (a removed line) are dropped with them. */
export function withoutLine(problems: FormProblems, line: Pick<ReturnableLine, 'deliveryId' | 'lineNumber'>) {
  const prefix = `line:${lineKeyOf(line)}.`;
  return Object.fromEntries(Object.entries(problems).filter(([path]) => !path.startsWith(prefix)));
}

/** The field a user is sent to first: the header fields, then the lines from the top, each left to right. */
export function firstProblemPath(problems: FormProblems, lines: readonly ChosenLine[]): string | null {
  const order = [
    'packages',
    'pickUpDate',
    'lines',
    ...lines.flatMap((chosen) =>
      (['quantity', 'remark', 'commission'] as const).map((field) => linePath(chosen.line, field)),
    ),
  ];
  return order.find((path) => problems[path]) ?? null;
}

/** The id of the field a problem path belongs to, so that the focus can be sent to it. */
export const fieldIdOf = (path: string) => `add-return-${path.replace(/[^a-z0-9]+/gi, '-')}`;

/** A quantity as its field shows it: a number with the decimal comma (D10), typed text as it is. */
export function quantityText(value: NumberValue): string {
  return typeof value === 'number' ? String(value).replace('.', ',') : value;
}

/** What a quantity field accepts while typing: digits and one decimal separator, nothing else. */
export const isDecimalTyping = (text: string) => /^\d*(?:[.,]\d*)?$/.test(text);

/** What the packages field accepts while typing: digits only. */
export const isWholeTyping = (text: string) => /^\d*$/.test(text);
