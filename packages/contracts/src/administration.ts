import { z } from 'zod';
import { Email, EmailText, Language, RequiredText, TimestampText, UuidText } from './common.js';
import { type FilterColumn, FilterParam } from './filter.js';
import { listPage } from './sales-documents.js';

/** Approve-users and notification tables are 10 rows a page (administration 9). */
export const ADMIN_PAGE_SIZE = 10;

export const PagedQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(100).optional(),
});
export type PagedQuery = z.infer<typeof PagedQuery>;

export const IdParam = z.object({ id: z.uuid() });

// Settings: notification e-mails (administration 2, Settings 1)

export const NotificationEmail = z.object({ id: UuidText, email: EmailText });
export type NotificationEmail = z.infer<typeof NotificationEmail>;
export const NotificationEmailPage = listPage(NotificationEmail);
export const NotificationEmailCreate = z.strictObject({ email: Email });
export type NotificationEmailCreate = z.infer<typeof NotificationEmailCreate>;

// Settings: terms of delivery, one link per language

/** The list's order of administration 9: German, English, Dutch, French. */
export const termsOfDeliveryOrder = ['de', 'en', 'nl', 'fr'] as const satisfies readonly Language[];

/** An absolute http or https address. */
export const HttpUrl = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }))
  // The check sits behind the pipe, where the OpenAPI document does not look: the meta says it there.
  .meta({ format: 'uri' });

export const TermsOfDeliveryLink = z.object({ key: Language, url: z.string() });
export type TermsOfDeliveryLink = z.infer<typeof TermsOfDeliveryLink>;
export const TermsOfDeliveryList = z.array(TermsOfDeliveryLink);
export const TermsOfDeliveryKeyParam = z.object({ key: Language });
export const TermsOfDeliveryUpdate = z.strictObject({ url: HttpUrl });
export type TermsOfDeliveryUpdate = z.infer<typeof TermsOfDeliveryUpdate>;

// Settings: excluded product groups (D34)

export const ItemGroup = z.object({ code: z.string(), name: z.string() });
export type ItemGroup = z.infer<typeof ItemGroup>;
export const ExcludedItemGroups = z.object({
  /** The ERP's item group numbers that are never offered nor accepted (D34). */
  codes: z.array(z.string()),
  /** Every item group the ERP knows, to choose from. */
  itemGroups: z.array(ItemGroup),
});
export type ExcludedItemGroups = z.infer<typeof ExcludedItemGroups>;
export const ExcludedItemGroupsUpdate = z.strictObject({
  codes: z.array(z.string().trim().min(1).max(20)).max(1000),
});
export type ExcludedItemGroupsUpdate = z.infer<typeof ExcludedItemGroupsUpdate>;

// Error logs (administration 2, D31)

export const logPageSizes = [10, 25, 50, 100] as const;
export const LOG_DEFAULT_PAGE_SIZE = 25;
export const LogLevel = z.enum(['error', 'warn', 'info']);
export type LogLevel = z.infer<typeof LogLevel>;

export const LogQuery = PagedQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (logPageSizes as readonly number[]).includes(size))
    .meta({ enum: [...logPageSizes] })
    .default(LOG_DEFAULT_PAGE_SIZE),
  filter: FilterParam.optional(),
});
export type LogQuery = z.infer<typeof LogQuery>;

/**
 * The texts the SPA words an error-log row with, in the reader's language (D9): the API reads
 * each event's stored English message back into one of these keys and its values.
 */
export const LOG_WORDING_KEYS = [
  'signIn',
  'signInFailed',
  'signInInactive',
  'apiKeyCreated',
  'apiKeyRotated',
  'apiKeyRevoked',
  'secondStepFailed',
  'secondFactorOn',
  'secondFactorOff',
  'recoveryCodesRenewed',
  'recoveryCodeUsed',
  'secondFactorReset',
  'twoFactorRequiredBoth',
  'twoFactorRequiredAdministrators',
  'twoFactorRequiredSales',
  'twoFactorRequiredNone',
  'signInSlowed',
  'signOut',
  'passwordChanged',
  'passwordResetRequested',
  'passwordLinkPrinted',
  'passwordLinkRefused',
  'passwordReset',
  'passwordResetFailed',
  'passwordMailFailed',
  'profileUpdated',
  'registrationReceived',
  'registrationMailFailed',
  'registrationApproved',
  'registrationDeleted',
  'maintenanceOn',
  'maintenanceOff',
  'maintenanceTexts',
  'demoErpOff',
  'demoErpOn',
  'notificationAdded',
  'notificationRemoved',
  'termsSet',
  'excludedGroupsNone',
  'excludedGroupsSet',
  'stockCheckFailed',
  'priceFailed',
  'statementPaymentsFailed',
  'letterheadSet',
  'pdfFailed',
  'pdfZipIncomplete',
  'shipToChosen',
  'userCreated',
  'userCreateRefused',
  'userUpdated',
  'userOrderClaimGranted',
  'userOrderClaimRevoked',
  'userDeleted',
  'userActivated',
  'userDeactivated',
  'userPasswordSet',
  'loginAsStarted',
  'loginAsEnded',
  'actingRequest',
  'newsCreated',
  'newsUpdated',
  'newsDeleted',
  'helpTextCreated',
  'helpTextUpdated',
  'helpTextDeleted',
  'documentCreated',
  'documentUpdated',
  'documentDeleted',
  'documentTypeCreated',
  'documentTypeUpdated',
  'documentTypeDeleted',
  'fileUploaded',
  'orderPlaced',
  'orderQueued',
  'orderRejected',
  'orderAttemptFailed',
  'orderFailed',
  'orderPlacedLate',
  'orderWithdrawn',
  'orderRetried',
  'orderHandedBack',
  'returnSent',
  'returnQueued',
  'returnRejected',
  'returnAttemptFailed',
  'returnFailed',
  'paymentStarted',
  'paymentPaid',
  'paymentNotPaid',
  'paymentPosted',
  'paymentQueued',
  'paymentAttemptFailed',
  'paymentNotPosted',
  'paymentRejected',
  'paymentSettled',
  'paymentWebhookRefused',
  'paymentWebhookRefusalsCapped',
  'erpSyncRequested',
  'unhandledError',
] as const;
export const LogWordingKey = z.enum(LOG_WORDING_KEYS);
export type LogWordingKey = z.infer<typeof LogWordingKey>;

export const LogWording = z.object({
  key: LogWordingKey,
  /** The message's values (e-mail addresses, names, an error's own text): data, shown as they are. */
  values: z.record(z.string(), z.string()),
});
export type LogWording = z.infer<typeof LogWording>;

export const LogEntryView = z.object({
  id: z.number().int(),
  level: LogLevel,
  event: z.string(),
  /** ISO timestamp. */
  time: TimestampText,
  /** E-mail of the user the action was taken as; null before sign-in or when the user is gone. */
  user: EmailText.nullable(),
  /** E-mail of the real user behind a login-as (D5). */
  realUser: EmailText.nullable(),
  referenceId: z.string().nullable(),
  /** The stored message, in English as written. */
  message: z.string(),
  /** The message as the SPA words it in the reader's language; null for a row of no known form. */
  wording: LogWording.nullable(),
});
export type LogEntryView = z.infer<typeof LogEntryView>;
export const LogEntryPage = listPage(LogEntryView);

/** The error log's filter columns (administration 2): id and reference id only alone, time only between. */
export const logFilterColumns = [
  { key: 'id', kind: 'number', isAlone: true },
  { key: 'referenceId', kind: 'text', isAlone: true },
  { key: 'level', kind: 'text' },
  { key: 'event', kind: 'text' },
  { key: 'time', kind: 'date' },
  { key: 'user', kind: 'text' },
] as const satisfies readonly FilterColumn[];

// Registration requests (administration 2 "Approve Users", D32)

export const RegistrationView = z.object({
  id: UuidText,
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: EmailText,
  city: z.string(),
  /** ISO 3166-1 alpha-2; the SPA shows the name in the user's language. */
  country: z.string(),
  language: Language,
  /** ISO timestamp of the request. */
  createdAt: TimestampText,
});
export type RegistrationView = z.infer<typeof RegistrationView>;
export const RegistrationPage = listPage(RegistrationView);

export const RegistrationApproval = z.strictObject({ customerCode: RequiredText(50) });
export type RegistrationApproval = z.infer<typeof RegistrationApproval>;

export const RegistrationApproved = z.object({
  userId: UuidText,
  /** False when the e-mail with the set-password link could not be sent (it is in the error log). */
  isMailSent: z.boolean(),
});
export type RegistrationApproved = z.infer<typeof RegistrationApproved>;
