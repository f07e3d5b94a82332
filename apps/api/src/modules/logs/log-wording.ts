import type { LogWording, LogWordingKey } from '@selvedge/contracts';
import type { LogEvent } from './log-event.js';

/**
 * How the error log shows a row in the reader's language (D9, D31, ADR-022): each event's stored
 * English message has a known form, written by one place in the API; read back into a key and its
 * values, the SPA words it in the administrator's language. What is stored is kept as it is, so a row
 * whose message has no known form (an older or a newer wording) shows its stored text.
 */
interface Form {
  key: LogWordingKey;
  /** The stored message, with named groups for the values. */
  pattern: RegExp;
}

/** One e-mail address or other word without spaces. */
const word = '\\S+';
const form = (key: LogWordingKey, pattern: string): Form => ({
  key,
  pattern: new RegExp(`^${pattern}$`, 's'),
});
type Changed = 'news' | 'helpText' | 'document' | 'documentType';
const actions = { created: 'Created', updated: 'Updated', deleted: 'Deleted' } as const;
const changed = (prefix: string, subject: string, keyOf: Changed): Form[] =>
  Object.entries(actions).map(([action, suffix]) =>
    form(`${keyOf}${suffix}`, `${prefix} ${action}: (?<${subject}>.*)`),
  );

/** An online payment's subject: `Online payment of C10001 (EUR 1.234,56)` (payments/payment-events.ts). */
const payment = `Online payment of (?<customer>${word}) \\((?<amount>[^)]*)\\)`;
/** api-keys.service.ts: `<actor> created API key "<name>" (<public id>) of <customer>`. */
const apiKeyForm = (key: LogWordingKey, verb: string): Form =>
  form(
    key,
    `(?<actor>${word}) ${verb} API key "(?<name>.*)" \\((?<publicId>${word})\\) of (?<customer>${word})`,
  );

const forms: Record<LogEvent, readonly Form[]> = {
  SIGN_IN: [form('signIn', `(?<email>${word}) signed in`)],
  SIGN_IN_FAILED: [
    form('signInFailed', 'Failed sign-in for (?<email>.*)'),
    form('signInInactive', `Sign-in refused: (?<email>${word}) is inactive`),
    form('secondStepFailed', `Wrong second-factor code for (?<email>${word})`),
  ],
  SIGN_OUT: [form('signOut', 'Signed out')],
  API_KEY_CREATED: [apiKeyForm('apiKeyCreated', 'created')],
  API_KEY_ROTATED: [apiKeyForm('apiKeyRotated', 'rotated')],
  API_KEY_REVOKED: [apiKeyForm('apiKeyRevoked', 'revoked')],
  PASSWORD_CHANGED: [form('passwordChanged', 'Own password changed')],
  PASSWORD_RESET_REQUESTED: [
    form('passwordResetRequested', `Password link sent to (?<email>${word})`),
    // `npm run admin:create` (docs/operations.md): the link shown on the operator's console.
    form('passwordLinkPrinted', `Password link for (?<email>${word}) printed by (?<actor>${word})`),
    form(
      'passwordLinkRefused',
      `(?<actor>${word}) issued no password link for (?<email>${word}): no administrator has this address`,
    ),
  ],
  PASSWORD_RESET: [form('passwordReset', `Password reset for (?<email>${word})`)],
  PASSWORD_RESET_FAILED: [
    form('passwordResetFailed', `Password reset for (?<email>${word}) failed: (?<error>.*)`),
  ],
  PROFILE_UPDATED: [form('profileUpdated', 'Profile updated')],
  REGISTRATION_RECEIVED: [
    form('registrationReceived', `Registration request from (?<company>.*) \\((?<email>${word})\\)`),
  ],
  MAINTENANCE_CHANGED: [
    form('maintenanceOn', 'Maintenance mode on'),
    form('maintenanceOff', 'Maintenance mode off'),
    form('maintenanceTexts', 'Maintenance texts changed'),
  ],
  DEMO_ERP_SWITCHED: [
    form('demoErpOff', 'Demo ERP switched off \\(simulated outage\\)'),
    form('demoErpOn', 'Demo ERP switched on'),
  ],
  SETTINGS_CHANGED: [
    form('notificationAdded', `Notification e-mail (?<email>${word}) added`),
    form('notificationRemoved', `Notification e-mail (?<email>${word}) removed`),
    form('termsSet', `Terms of delivery \\((?<key>[^)]*)\\) set to (?<url>.*)`),
    form('excludedGroupsNone', 'Excluded product groups set to none'),
    form('excludedGroupsSet', 'Excluded product groups set to (?<groups>.+)'),
    form('letterheadSet', 'Letterhead set to (?<name>.*)'),
    form('twoFactorRequiredBoth', 'Two-factor sign-in required for administrators and sales'),
    form('twoFactorRequiredAdministrators', 'Two-factor sign-in required for administrators'),
    form('twoFactorRequiredSales', 'Two-factor sign-in required for sales'),
    form('twoFactorRequiredNone', 'Two-factor sign-in required for nobody'),
  ],
  REGISTRATION_APPROVED: [
    form(
      'registrationApproved',
      `Registration of (?<email>${word}) \\((?<company>.*)\\) approved as customer (?<customer>${word})`,
    ),
  ],
  REGISTRATION_DELETED: [
    form('registrationDeleted', `Registration of (?<email>${word}) \\((?<company>.*)\\) deleted`),
  ],
  RATE_LIMITED: [
    form(
      'signInSlowed',
      `Sign-ins for (?<email>${word}) are slowed down: more than (?<count>\\d+) failed attempts within (?<minutes>\\d+) minutes`,
    ),
  ],
  MAIL_FAILED: [
    form('passwordMailFailed', `Password e-mail to (?<email>${word}) failed: (?<error>.*)`),
    form('registrationMailFailed', 'Registration notification failed: (?<error>.*)'),
  ],
  ERP_FAILED: [
    form(
      'stockCheckFailed',
      `Stock check of (?<item>${word}): no stock figures yet and the ERP did not answer \\((?<error>.*)\\)`,
    ),
    form(
      'statementPaymentsFailed',
      `Payments of (?<customer>${word}) for the statement of account: (?<error>.*)`,
    ),
    form(
      'priceFailed',
      `Price of (?<item>${word}) for (?<customer>${word}): the ERP gave no price \\((?<error>.*)\\)`,
    ),
    form('pdfFailed', `PDF of (?<kind>[A-Za-z]+) (?<id>\\d+): (?<error>.*)`),
  ],
  SHIP_TO_CHOSEN: [form('shipToChosen', `Ship-to (?<address>.*) of (?<customer>${word}) chosen`)],
  USER_CREATED: [
    form('userCreated', `(?<actor>${word}) created (?<target>${word}) \\((?<role>\\w+)\\)`),
    form(
      'userCreateRefused',
      `(?<actor>${word}) did not create (?<target>${word}): the address has an account`,
    ),
  ],
  USER_UPDATED: [
    form('userUpdated', `(?<actor>${word}) edited (?<target>${word})`),
    // The create-order claim's change is named (user-admin.service.ts, editUser).
    form(
      'userOrderClaimGranted',
      `(?<actor>${word}) edited (?<target>${word}); granted the create-order claim`,
    ),
    form(
      'userOrderClaimRevoked',
      `(?<actor>${word}) edited (?<target>${word}); revoked the create-order claim`,
    ),
  ],
  USER_DELETED: [form('userDeleted', `(?<actor>${word}) deleted (?<target>${word})`)],
  USER_ACTIVATED: [form('userActivated', `(?<actor>${word}) activated (?<target>${word})`)],
  USER_DEACTIVATED: [form('userDeactivated', `(?<actor>${word}) deactivated (?<target>${word})`)],
  USER_PASSWORD_SET: [form('userPasswordSet', `(?<actor>${word}) set the password of (?<target>${word})`)],
  SECOND_FACTOR_CHANGED: [
    form('secondFactorOn', `Second factor turned on for (?<email>${word})`),
    form('secondFactorOff', `Second factor turned off for (?<email>${word})`),
    form('recoveryCodesRenewed', `New recovery codes for (?<email>${word})`),
    form('recoveryCodeUsed', `(?<email>${word}) used a recovery code; (?<count>\\d+) left`),
    form('secondFactorReset', `(?<actor>${word}) reset the second factor of (?<target>${word})`),
  ],
  LOGIN_AS_STARTED: [form('loginAsStarted', `(?<actor>${word}) acts as (?<target>${word})`)],
  LOGIN_AS_ENDED: [form('loginAsEnded', `(?<actor>${word}) stopped acting as (?<target>${word})`)],
  ACTING_REQUEST: [form('actingRequest', `(?<actor>${word}) as (?<target>${word}): (?<request>.*)`)],
  NEWS_CHANGED: changed('News', 'subject', 'news'),
  HELP_TEXT_CHANGED: changed('Help text', 'page', 'helpText'),
  DOCUMENT_CHANGED: changed('Document', 'name', 'document'),
  DOCUMENT_TYPE_CHANGED: changed('Document type', 'name', 'documentType'),
  FILE_UPLOADED: [form('fileUploaded', 'Uploaded (?<name>.*) \\((?<type>[^,()]+), (?<bytes>\\d+) bytes\\)')],
  ORDER_PLACED: [form('orderPlaced', `Order of (?<customer>${word}) placed in the ERP as (?<number>\\d+)`)],
  ORDER_QUEUED: [
    form(
      'orderQueued',
      `Order of (?<customer>${word}) queued, attempt (?<attempt>\\d+): the ERP is unavailable \\((?<error>.*)\\)`,
    ),
  ],
  ORDER_REJECTED: [form('orderRejected', `Order of (?<customer>${word}) rejected by the ERP: (?<error>.*)`)],
  ORDER_PLACEMENT_FAILED: [
    form(
      'orderAttemptFailed',
      `Order of (?<customer>${word}): attempt (?<attempt>\\d+) of (?<tries>\\d+) failed: (?<error>.*)`,
    ),
  ],
  ORDER_FAILED: [
    form(
      'orderFailed',
      `Order of (?<customer>${word}) could not be placed after (?<attempts>\\d+) attempts: (?<error>.*)`,
    ),
    form(
      'orderPlacedLate',
      `Order of (?<customer>${word}) was placed in the ERP as (?<number>\\d+) after it left the outbox \\((?<state>\\w+)\\)`,
    ),
  ],
  ORDER_WITHDRAWN: [form('orderWithdrawn', `(?<actor>${word}) withdrew the order of (?<customer>${word})`)],
  ORDER_RETRIED: [form('orderRetried', `(?<actor>${word}) placed the order of (?<customer>${word}) again`)],
  ORDER_HANDED_BACK: [
    form(
      'orderHandedBack',
      `(?<actor>${word}) handed the order of (?<customer>${word}) back: (?<message>.*)`,
    ),
  ],
  RETURN_SENT: [
    form('returnSent', `Return request of (?<customer>${word}) sent to the ERP as (?<number>\\d+)`),
  ],
  RETURN_QUEUED: [
    form(
      'returnQueued',
      `Return request of (?<customer>${word}) queued, attempt (?<attempt>\\d+): the ERP is unavailable \\((?<error>.*)\\)`,
    ),
  ],
  RETURN_REJECTED: [
    form('returnRejected', `Return request of (?<customer>${word}) rejected by the ERP: (?<error>.*)`),
  ],
  RETURN_SEND_FAILED: [
    form(
      'returnAttemptFailed',
      `Return request of (?<customer>${word}): attempt (?<attempt>\\d+) of (?<tries>\\d+) failed: (?<error>.*)`,
    ),
  ],
  RETURN_FAILED: [
    form(
      'returnFailed',
      `Return request of (?<customer>${word}) could not be sent after (?<attempts>\\d+) attempts: (?<error>.*)`,
    ),
  ],
  PAYMENT_STARTED: [form('paymentStarted', `${payment} started at the provider`)],
  PAYMENT_PAID: [form('paymentPaid', `${payment} paid at the provider`)],
  PAYMENT_NOT_PAID: [form('paymentNotPaid', `${payment} not paid: (?<status>.*)`)],
  PAYMENT_POSTED: [form('paymentPosted', `${payment} booked in the ERP as incoming payment (?<number>\\d+)`)],
  PAYMENT_QUEUED: [
    form(
      'paymentQueued',
      `${payment} queued, attempt (?<attempt>\\d+): the ERP is unavailable \\((?<error>.*)\\)`,
    ),
  ],
  PAYMENT_POST_FAILED: [
    form(
      'paymentAttemptFailed',
      `${payment}: attempt (?<attempt>\\d+) of (?<tries>\\d+) failed: (?<error>.*)`,
    ),
  ],
  PAYMENT_NOT_POSTED: [
    form(
      'paymentNotPosted',
      `${payment} could not be booked in the ERP after (?<attempts>\\d+) attempts: (?<error>.*)`,
    ),
  ],
  PAYMENT_REJECTED: [form('paymentRejected', `${payment} rejected by the ERP: (?<error>.*)`)],
  PAYMENT_SETTLED: [form('paymentSettled', `${payment} settled: the invoices are closed`)],
  PAYMENT_WEBHOOK_REFUSED: [
    form(
      'paymentWebhookRefusalsCapped',
      'Payment webhook refused: (?<count>\\d+) calls from (?<address>\\S+) in (?<minutes>\\d+) minutes; the rest of the window is not logged',
    ),
    form('paymentWebhookRefused', 'Payment webhook refused: (?<reason>.*)'),
  ],
  PDF_ZIP_INCOMPLETE: [
    form(
      'pdfZipIncomplete',
      'PDF download of (?<count>\\d+) documents without (?<missing>\\d+): (?<files>.*)',
    ),
  ],
  ERP_SYNC_REQUESTED: [form('erpSyncRequested', 'ERP sync requested: (?<feeds>.+)')],
  UNHANDLED_ERROR: [form('unhandledError', `(?<request>[A-Z]+ ${word}): (?<error>.*)`)],
};

const isLogEvent = (event: string): event is LogEvent => Object.hasOwn(forms, event);

/** The key and values a stored message reads as, or null when its event or form is not known. */
export function wordingOf(event: string, message: string): LogWording | null {
  if (!isLogEvent(event)) return null;
  for (const { key, pattern } of forms[event]) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** The keys the forms use, for the test that every key has a form and every form a known key. */
export const formKeys = (): LogWordingKey[] =>
  Object.values(forms).flatMap((list) => list.map(({ key }) => key));
