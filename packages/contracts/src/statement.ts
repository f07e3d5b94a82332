import { z } from 'zod';
import { Email, IsoDate, Language, UuidText } from './common.js';

/**
 * One line of the letterhead: trimmed, at most `max` characters, no line breaks or other control
 * characters (each is printed on one line of the PDF). Empty is allowed: a field left empty is not printed.
 */
const LetterheadLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), { message: 'INVALID_VALUE' });

/**
 * The supplier's letterhead on the statement of account (settings, administrators): name, address,
 * registration numbers, contact lines and an uploaded logo (PNG or JPEG). Every field may be empty.
 */
export const Letterhead = z.strictObject({
  companyName: LetterheadLine(120),
  street: LetterheadLine(120),
  postalCode: LetterheadLine(20),
  city: LetterheadLine(80),
  country: LetterheadLine(80),
  vatNumber: LetterheadLine(30),
  chamberOfCommerce: LetterheadLine(30),
  phone: LetterheadLine(40),
  /** Empty, or an e-mail address. */
  email: z.union([z.literal(''), Email]),
  website: LetterheadLine(120),
  /** The account the customer pays to, printed under the balance. */
  bankAccount: LetterheadLine(60),
  /** An uploaded image (POST /api/admin/files with purpose logo); null: no logo. */
  logoFileId: UuidText.nullable(),
});
export type Letterhead = z.infer<typeof Letterhead>;

/** A letterhead to save; without `logoFileId` the current logo stays. */
export const LetterheadUpdate = Letterhead.extend({
  // Checked as an id on the way in: any other text would reach the files table as a uuid and fail there.
  logoFileId: z.uuid().nullable().optional(),
});
export type LetterheadUpdate = z.infer<typeof LetterheadUpdate>;

/** An open invoice or credit note on the statement, in its own currency. */
export const StatementOpenItem = z.object({
  kind: z.enum(['invoice', 'creditNote']),
  documentId: z.number().int(),
  documentNumber: z.number().int(),
  reference: z.string().nullable(),
  date: IsoDate,
  dueDate: IsoDate,
  /** Days after the due date on the statement's date; 0 when not yet due. */
  daysLate: z.number().int(),
  /** The document's total; negative for a credit note. */
  amount: z.number(),
  /** What is still open; negative for a credit note. */
  openAmount: z.number(),
});
export type StatementOpenItem = z.infer<typeof StatementOpenItem>;

export const StatementPayment = z.object({
  number: z.number().int(),
  date: IsoDate,
  amount: z.number(),
  /** The numbers of the invoices and credit notes the payment settled. */
  documentNumbers: z.array(z.number().int()),
});
export type StatementPayment = z.infer<typeof StatementPayment>;

/** Everything of one currency: its open items, its recent payments and what is open (the balance). */
export const StatementCurrency = z.object({
  currency: z.string(),
  openItems: z.array(StatementOpenItem),
  payments: z.array(StatementPayment),
  /** The sum of the open amounts, in cents (ADR-014); 2 decimals, as every amount travels. */
  balance: z.number(),
  /** The part of the balance that is past its due date. */
  overdue: z.number(),
});
export type StatementCurrency = z.infer<typeof StatementCurrency>;

/** How many days of payments a statement lists. */
export const STATEMENT_PAYMENT_DAYS = 90;

export const Statement = z.object({
  date: IsoDate,
  /** Payments from this date up to the statement's date (STATEMENT_PAYMENT_DAYS). */
  paymentsFrom: IsoDate,
  /** False when the ERP could not be asked for the payments: the open items and balances still stand. */
  paymentsAvailable: z.boolean(),
  customer: z.object({
    code: z.string(),
    name: z.string(),
    /** The bill-to address, one line per element; empty when the ERP has none. */
    address: z.array(z.string()),
    /** The language the PDF is written in by default: the customer's own. */
    language: Language,
  }),
  currencies: z.array(StatementCurrency),
});
export type Statement = z.infer<typeof Statement>;

export const StatementPdfQuery = z.object({
  /** The PDF's language; the customer's own when absent. */
  language: Language.optional(),
});
export type StatementPdfQuery = z.infer<typeof StatementPdfQuery>;
