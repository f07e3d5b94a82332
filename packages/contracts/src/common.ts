import { z } from 'zod';

/** The portal's four languages. Shown as GB, NL, DE, FR; see `languageFlagCode`. */
export const languages = ['en', 'nl', 'de', 'fr'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Display codes of the language picker (foundations 1: GB, NL, DE, FR). */
export const languageFlagCode: Record<Language, 'GB' | 'NL' | 'DE' | 'FR'> = {
  en: 'GB',
  nl: 'NL',
  de: 'DE',
  fr: 'FR',
};

export const roles = ['Administrator', 'Sales', 'Customer'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/**
 * Stable codes for field validation problems. The API maps every zod issue to one of them;
 * the SPA translates `validation.<code>`.
 */
export const fieldErrorCodes = [
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_VALUE',
  'TOO_LONG',
  'TOO_SHORT',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_MISMATCH',
  'PASSWORD_INCORRECT',
  'PASSWORD_SAME_AS_EMAIL',
  /** A customer code the ERP read model does not know. */
  'CUSTOMER_UNKNOWN',
  /** A right the user's role cannot hold, e.g. the create-order claim for an Administrator. */
  'NOT_FOR_ROLE',
  /**
   * A right a customer administrator does not hold themselves and so may not grant or take away (the
   * create-order claim; docs/adr/ADR-034-customer-user-administration.md).
   */
  'RIGHT_NOT_HELD',
  /** A NUL character or a broken character (a lone UTF-16 surrogate) that cannot be stored. */
  'INVALID_CHARACTERS',
  /** A property the API does not take (request bodies are strict): a misspelt or unsupported field. */
  'UNKNOWN_FIELD',
  /** A code of the authenticator app (or a recovery code) that is wrong, used already or too old. */
  'CODE_INCORRECT',
] as const;
export const FieldErrorCode = z.enum(fieldErrorCodes);
export type FieldErrorCode = z.infer<typeof FieldErrorCode>;

/**
 * Stable error codes of the API (problem+json `code`). The SPA translates `errors.<code>`.
 * Domain modules add theirs here so that the list of translations stays complete.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'MAINTENANCE',
  'RESET_TOKEN_INVALID',
  'EMAIL_TAKEN',
  /** The ERP did not answer (down, slow, circuit open); what needs it now cannot be done (D36). */
  'ERP_UNAVAILABLE',
  /** The ERP answered but could not produce the document's PDF (D18: a message, never a broken file). */
  'PDF_UNAVAILABLE',
  /** A ship-to choice for a customer that has none to choose (not an export customer). */
  'SHIP_TO_NOT_APPLICABLE',
  /** Delete is offered only for inactive users (foundations 2, "Users"). */
  'USER_STILL_ACTIVE',
  /** Login-as while already acting as someone (D5): go back to your own account first. */
  'ALREADY_ACTING',
  /** Go back to Admin without acting as anyone. */
  'NOT_ACTING',
  /** The second step of a sign-in was not started, or took too long: sign in with the password again. */
  'SECOND_STEP_EXPIRED',
  /** Login-as from a session that did not pass its own second factor while it is required (403): sign in again. */
  'SECOND_FACTOR_REQUIRED',
  /** Confirm, regenerate or turn off while the second factor is not in a state that allows it (409). */
  'SECOND_FACTOR_STATE',
  /** The address is already on the list of notification e-mails (Settings). */
  'NOTIFICATION_EMAIL_TAKEN',
  /** An upload above the size limit (D7). */
  'FILE_TOO_LARGE',
  /** An upload whose bytes are not one of the allowed kinds (D7: checked by content, not by name). */
  'FILE_TYPE_NOT_ALLOWED',
  /** A document type that documents still use cannot be deleted. */
  'DOCUMENT_TYPE_IN_USE',
  /** A page has one help text; this page has one already. */
  'HELP_TEXT_PAGE_TAKEN',
  /** ordering §5: an empty or unknown item code, or one of an excluded product group (D34). */
  'ITEM_UNKNOWN',
  /**
   * The ERP knows the item but cannot price it now (its user lacks an authorisation, a service is
   * missing, it refused to price): try later or contact the supplier (503). The ERP's text goes to the
   * error log, never to the customer.
   */
  'PRICE_UNAVAILABLE',
  /** D27: discontinued and not sufficiently available; the line is not kept. */
  'ITEM_DISCONTINUED',
  /** The item needs the pattern panel before it can be ordered (ordering §4 step 4). */
  'PATTERN_REQUIRED',
  /** The draft is being placed or has been placed: it no longer changes (D22). */
  'DRAFT_NOT_EDITABLE',
  /** "Shippping Address Error!" (ordering §5): the header needs a shipping address. */
  'SHIPPING_ADDRESS_REQUIRED',
  /** Submit Order and Approve need at least one line. */
  'DRAFT_HAS_NO_LINES',
  /** The customer reference is required on the order screens (ordering §5). */
  'REFERENCE_REQUIRED',
  /** The confirmation e-mail is required in the summary (ordering §5). */
  'CONFIRMATION_EMAIL_REQUIRED',
  /** The terms checkbox must be ticked to approve (ordering §5). */
  'TERMS_NOT_ACCEPTED',
  /** Approve: a line can no longer be ordered (excluded group, discontinued, unknown); `fields` names the lines (422). */
  'LINES_NOT_ORDERABLE',
  /** Approve: a price changed since the summary the user saw; the summary shows the new one (409). */
  'PRICES_CHANGED',
  /** Approve: the draft's shipping type is one the ERP no longer has; choose another. */
  'SHIPPING_TYPE_UNKNOWN',
  /** Approve: the draft's address from the customer's list is one the ERP no longer has. */
  'SHIPPING_ADDRESS_UNKNOWN',
  /** An attempt at placing the order is on its way to the ERP right now: try again in a moment (409). */
  'PLACEMENT_UNDER_WAY',
  /** Withdraw, retry or hand back: the order is not (or no longer) in a state that allows it (409). */
  'ORDER_NOT_IN_OUTBOX',
  /** Withdraw or hand back: the ERP must confirm it has no such order, and cannot be asked now (503). */
  'ERP_CONFIRMATION_NEEDED',
  /** Withdraw or hand back: the ERP had placed the order after all; it is placed now (409). */
  'ORDER_ALREADY_PLACED',
  /** The customer has another address by this name in its address book. */
  'ADDRESS_NAME_TAKEN',
  /** The ERP refused an address of the address book; its message says why. */
  'ADDRESS_REJECTED',
  /** D26: only sample cuts (group 106) and sample books (107) go on a sample order. */
  'SAMPLE_GROUP_REQUIRED',
  /** The stock check has no stock figures for the item and the ERP cannot be asked now (D29, D36). */
  'STOCK_UNKNOWN',
  /** D30: everything delivered on a chosen line has been returned or requested back already. */
  'NOTHING_TO_RETURN',
  /** D30: the pick-up date is before today. */
  'PICK_UP_DATE_IN_PAST',
  /** A request body above the size the API takes (413). */
  'PAYLOAD_TOO_LARGE',
  /** A request body of a content type the route does not take (415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** The path exists, but not with this method (405, with an Allow header). */
  'METHOD_NOT_ALLOWED',
  /** The request's headers (often its cookies) are larger than the server reads (431). */
  'HEADERS_TOO_LARGE',
  /** The server is shutting down (a restart or an update): try again in a moment (503). */
  'SHUTTING_DOWN',
  /** The request did not arrive in full in time (408). */
  'REQUEST_TIMEOUT',
  /** D1, D2: an export customer's user must choose a ship-to before the customer's data is shown (409). */
  'SHIP_TO_REQUIRED',
  /**
   * A customer administrator's own account is not changed on the colleagues screen: nobody removes
   * their own right or locks themselves out (409; docs/adr/ADR-034-customer-user-administration.md).
   */
  'OWN_ACCOUNT',
  /** Saved lists: the user keeps the most named lists allowed (SAVED_LISTS_MAX); delete one first (409). */
  'SAVED_LISTS_FULL',
  /** Saved lists: the list holds the most lines allowed (SAVED_LIST_LINES_MAX) (409). */
  'SAVED_LIST_FULL',
  /** Saved lists: the user has a list by this name already (409). */
  'SAVED_LIST_NAME_TAKEN',
  /** Saved lists: a colleague's shared list is read and ordered from, only its owner changes it (403). */
  'SAVED_LIST_NOT_OWN',
  /** Saved lists: the favourites are not renamed, shared or deleted (409). */
  'FAVOURITES_FIXED',
  /** Quick order: more lines than one paste or file may hold (QUICK_ORDER_MAX_LINES). */
  'QUICK_ORDER_TOO_MANY_LINES',
  /** Quick order: a paste or file above QUICK_ORDER_MAX_BYTES (413). */
  'QUICK_ORDER_TOO_LARGE',
  /** Quick order: the file is neither an Excel workbook (.xlsx) nor a text or CSV file, or it is damaged. */
  'QUICK_ORDER_FILE_UNREADABLE',
  /** Quick order adds to a regular order; a sample order takes its cuts and books one by one. */
  'QUICK_ORDER_REGULAR_ONLY',
  /** More documents in one PDF download (zip) than it takes: PDF_ZIP_MAX_DOCUMENTS (400). */
  'TOO_MANY_DOCUMENTS',
  /** Ordering again: more lines in all than one reorder takes (REORDER_LINES_MAX) (400). */
  'REORDER_TOO_MANY_LINES',
  /** Online payment: a chosen invoice is not open (paid, a credit note), so it cannot be paid (422). */
  'INVOICE_NOT_PAYABLE',
  /** Online payment: the chosen invoices are in more than one currency; one payment is one currency (422). */
  'PAYMENT_CURRENCIES_MIXED',
  /** Online payment: a chosen invoice is in a payment still under way (open, or paid and being processed) (409). */
  'INVOICE_PAYMENT_UNDER_WAY',
  /** Online payment: the payment provider cannot be reached now; nothing was paid (503). */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** An API key that is unknown, revoked, expired or rotated away (401; docs/api-keys.md). */
  'API_KEY_INVALID',
  /** A route an API key does not reach, or a scope the key lacks (403; docs/api-keys.md). */
  'API_KEY_NOT_ALLOWED',
  /** A request with both a session cookie and an API key: send one of them (400). */
  'API_KEY_WITH_SESSION',
  /** Approving an order with an API key needs an Idempotency-Key header (400). */
  'IDEMPOTENCY_KEY_REQUIRED',
  /** The Idempotency-Key was used before for another order or another body (422). */
  'IDEMPOTENCY_KEY_REUSED',
  /** An API key's scope the creator may not grant (orders without the create-order claim) (403). */
  'API_KEY_SCOPE_NOT_HELD',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const FieldError = z.object({
  /** Dotted path of the field, e.g. `email` or `lines.0.quantity`. */
  path: z.string(),
  code: FieldErrorCode,
});
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, as every non-2xx answer of the API. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: ErrorCode,
  /** Present on 5xx answers: the id under which the error is in the log (D31). */
  referenceId: z.string().optional(),
  fields: z.array(FieldError).optional(),
});
export type Problem = z.infer<typeof Problem>;

/**
 * An e-mail address, trimmed and lower-cased before it is checked. The check sits behind the pipe, where
 * the OpenAPI document (zod's input JSON Schema) does not look: the meta says it there.
 */
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' });

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const IsoDate = z.iso.date();

/** The first and last day a request may give (IsoDay). */
export const ISO_DAY_MIN = '1000-01-01';
export const ISO_DAY_MAX = '9999-12-31';

/**
 * A calendar day a request gives: an IsoDate from 1000-01-01 to 9999-12-31 (YYYY has no later one).
 * Year 0 does not exist for PostgreSQL (0000-01-01 was a 500 on filters and news dates), and
 * JavaScript's Date(y, m, d) reads years below 100 as 19xx; no date of the portal's business is near
 * either end. Answers keep IsoDate: what the ERP sends is shown as it is.
 */
export const IsoDay = IsoDate.refine((day) => day >= ISO_DAY_MIN, { message: 'INVALID_VALUE' }).meta({
  description: `A calendar day, YYYY-MM-DD, from ${ISO_DAY_MIN} to ${ISO_DAY_MAX}.`,
});

/** The largest PostgreSQL `integer`: the ERP's document ids and line numbers are stored as one. */
export const INTEGER_MAX = 2_147_483_647;

/**
 * A whole number a request gives that is stored in an `integer` column, at least `min`: anything above
 * INTEGER_MAX was a 500 ("integer out of range") rather than a 400 on the field.
 */
export const StoredInteger = (min = 1) => z.number().int().min(min).max(INTEGER_MAX);

/** At most 2 decimals, read through the decimal text (0.1 + 0.2 never sneaks in a third). */
export const hasAtMostTwoDecimals = (value: number) => /^-?\d+(\.\d{1,2})?$/.test(String(value));

/** A numeric id in a path (`/api/orders/:id`), from 1 to INTEGER_MAX: the ERP's document ids. */
export const IntegerIdParam = z.coerce.number().int().min(1).max(INTEGER_MAX);

/*
 * What an answer's text always is, for the OpenAPI document only (the API builds these values itself;
 * the schema fuzz checks every answer against the document's formats).
 */
/** A UUID: the id of a row the portal stores. */
export const UuidText = z.string().meta({ format: 'uuid' });
/** An e-mail address the portal has checked when it was stored. */
export const EmailText = z.string().meta({ format: 'email' });
/** An absolute address (http or https). */
export const UriText = z.string().meta({ format: 'uri' });
/** An address that may be relative to the portal (/api/…), or absolute. */
export const UriReferenceText = z.string().meta({ format: 'uri-reference' });
/** An ISO 8601 timestamp in UTC, e.g. 2026-03-01T09:30:00.000Z. */
export const TimestampText = z.string().meta({ format: 'date-time' });

/** A required, trimmed, non-empty text. */
export const RequiredText = (max = 200) => z.string().trim().min(1).max(max);

export const Ok = z.object({ ok: z.literal(true) });
