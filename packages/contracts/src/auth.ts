import { z } from 'zod';
import { Email, EmailText, Language, RequiredText, Role, UuidText } from './common.js';
import { ShipToAddress } from './sales-documents.js';

export const PASSWORD_MIN_LENGTH = 10;

/*
 * Request bodies are strict: a property the API does not take answers 400 (VALIDATION_FAILED) rather
 * than being dropped without a word, so a misspelt field never goes unnoticed (ADR-021).
 */

export const SignInRequest = z.strictObject({
  /** Required first (REQUIRED when empty), then an e-mail address (INVALID_EMAIL). */
  email: z.string().trim().toLowerCase().min(1).max(254).pipe(z.email()).meta({ format: 'email' }),
  password: z.string().min(1).max(200),
  /** The show-price checkbox of the sign-in form (D12). Kept in the profile. */
  showPrice: z.boolean().optional(),
  /** A language picked on the sign-in page (D8): used after this sign-in and saved to the profile. */
  language: Language.optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** The ERP customer a Customer or Sales user is bound to (foundations 3, "Session"). */
export const SessionCustomer = z.object({
  code: z.string(),
  name: z.string(),
  groupCode: z.string().nullable(),
  currency: z.string(),
  isExport: z.boolean(),
  hasAddressBook: z.boolean(),
  isOtherCountry: z.boolean(),
  shippingType: z.string().nullable(),
});
export type SessionCustomer = z.infer<typeof SessionCustomer>;

export const SessionUser = z.object({
  id: UuidText,
  email: EmailText,
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name, else the customer name, else the e-mail. */
  displayName: z.string(),
  role: Role,
  language: Language,
  showPrice: z.boolean(),
  /** The create-order claim (foundations 2): may place orders and sample orders. */
  canCreateOrder: z.boolean(),
  /** The customer-administrator right: manages the colleagues of their own customer (Customer users only). */
  isCustomerAdmin: z.boolean(),
  customer: SessionCustomer.nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const landingRoutes = ['/dashboard', '/user', '/Maintenance'] as const;
export const LandingRoute = z.enum(landingRoutes);
export type LandingRoute = z.infer<typeof LandingRoute>;

export const SessionResponse = z.object({
  user: SessionUser,
  /** Set while an Administrator or Sales user acts as another user (D5). */
  realUser: z.object({ id: UuidText, email: EmailText, displayName: z.string(), role: Role }).nullable(),
  /**
   * The language of the person at the keyboard, the interface's: the signed-in user's own, also while
   * acting for another user (whose `user.language` still decides the mails that user gets).
   */
  language: Language,
  maintenanceMode: z.boolean(),
  /** Whether maintenance mode restricts this user (Customer and Sales, foundations 4). */
  isRestricted: z.boolean(),
  /** Where the user goes after sign-in (foundations 4, "Sign-in routing"). */
  landing: LandingRoute,
  /** The export customer's chosen ship-to address; every list is scoped to it (D2). Null when none. */
  shipTo: ShipToAddress.nullable(),
  /**
   * Show the ship-to selection instead of the shell (foundations 2 "Export customers"): role Customer,
   * export customer, no stored choice and more than one ERP ship-to address.
   */
  mustChooseShipTo: z.boolean(),
  /** A new install during its first ERP sync: the customer's documents, stock and addresses are still coming. */
  isAwaitingFirstSync: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ProfileUpdate = z
  .strictObject({
    firstName: RequiredText(100),
    lastName: RequiredText(100),
    language: Language,
    showPrice: z.boolean(),
    /** A mail for each new delivery of the user's customer (the shipping mail); Customer users only. */
    deliveryMails: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** The header's flag picker: the language of the person at the keyboard, saved to their own profile (D8). */
export const SessionLanguageUpdate = z.strictObject({ language: Language });
export type SessionLanguageUpdate = z.infer<typeof SessionLanguageUpdate>;

export const ProfileResponse = z.object({
  email: EmailText,
  firstName: z.string(),
  lastName: z.string(),
  customerName: z.string().nullable(),
  customerCode: z.string().nullable(),
  language: Language,
  showPrice: z.boolean(),
  /** Whether the user gets the shipping mail; always false for staff, who never get it. */
  deliveryMails: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const ChangeOwnPasswordRequest = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
  confirmNewPassword: z.string().min(1).max(200),
});
export type ChangeOwnPasswordRequest = z.infer<typeof ChangeOwnPasswordRequest>;

export const ForgotPasswordRequest = z.strictObject({
  email: Email,
  /** Language of the e-mail when the address is unknown to the profile (D8). */
  language: Language.optional(),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.strictObject({
  email: Email,
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  confirmPassword: z.string().min(1).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
