export type LogLevel = 'error' | 'warn' | 'info';

/** Business events and errors written to the log table (D31). */
export type LogEvent =
  | 'SIGN_IN'
  /** API keys (ADR-036): created, rotated, revoked. */
  | 'API_KEY_CREATED'
  | 'API_KEY_ROTATED'
  | 'API_KEY_REVOKED'
  | 'SIGN_IN_FAILED'
  | 'SIGN_OUT'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET_REQUESTED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_RESET_FAILED'
  | 'PROFILE_UPDATED'
  | 'REGISTRATION_RECEIVED'
  | 'MAINTENANCE_CHANGED'
  /** The demo ERP's outage switch. */
  | 'DEMO_ERP_SWITCHED'
  | 'SETTINGS_CHANGED'
  | 'REGISTRATION_APPROVED'
  | 'REGISTRATION_DELETED'
  | 'RATE_LIMITED'
  | 'MAIL_FAILED'
  | 'ERP_FAILED'
  | 'SHIP_TO_CHOSEN'
  | 'USER_CREATED'
  | 'USER_UPDATED'
  | 'USER_DELETED'
  | 'USER_ACTIVATED'
  | 'USER_DEACTIVATED'
  | 'USER_PASSWORD_SET'
  /** Two-factor sign-in (ADR-035): turned on or off, recovery codes renewed or used, reset by staff. */
  | 'SECOND_FACTOR_CHANGED'
  | 'LOGIN_AS_STARTED'
  | 'LOGIN_AS_ENDED'
  /** A changing request made while acting as another user (D5: every action is logged with both). */
  | 'ACTING_REQUEST'
  /** Content administration (administration 2-5): created, updated or deleted, named in the message. */
  | 'NEWS_CHANGED'
  | 'HELP_TEXT_CHANGED'
  | 'DOCUMENT_CHANGED'
  | 'DOCUMENT_TYPE_CHANGED'
  | 'FILE_UPLOADED'
  /** The order outbox (ADR-031): every outcome of an attempt, and what customers and staff did. */
  | 'ORDER_PLACED'
  | 'ORDER_QUEUED'
  | 'ORDER_REJECTED'
  | 'ORDER_PLACEMENT_FAILED'
  | 'ORDER_FAILED'
  | 'ORDER_WITHDRAWN'
  | 'ORDER_RETRIED'
  | 'ORDER_HANDED_BACK'
  /** The returns outbox (ADR-031), likewise. */
  | 'RETURN_SENT'
  | 'RETURN_QUEUED'
  | 'RETURN_REJECTED'
  | 'RETURN_SEND_FAILED'
  | 'RETURN_FAILED'
  /**
   * Online payments (ADR-037): the provider's answers, the outbox of the incoming payment (posted,
   * queued while the ERP is down, failed attempts, refused by the ERP), settled, and refused webhooks.
   */
  | 'PAYMENT_STARTED'
  | 'PAYMENT_PAID'
  | 'PAYMENT_NOT_PAID'
  | 'PAYMENT_POSTED'
  | 'PAYMENT_QUEUED'
  | 'PAYMENT_POST_FAILED'
  | 'PAYMENT_NOT_POSTED'
  | 'PAYMENT_REJECTED'
  | 'PAYMENT_SETTLED'
  | 'PAYMENT_WEBHOOK_REFUSED'
  /** An administrator's "sync now" of one ERP feed or every feed (the ERP connection screen). */
  | 'ERP_SYNC_REQUESTED'
  /** A download of several PDFs (one zip) went out without some of them: which, and why. */
  | 'PDF_ZIP_INCOMPLETE'
  | 'UNHANDLED_ERROR';
