import { z } from 'zod';
import { Email, Language, RequiredText, UuidText } from './common.js';

/** The public registration form (foundations 5): every field required. */
export const RegistrationRequest = z.strictObject({
  firstName: RequiredText(100),
  lastName: RequiredText(100),
  companyName: RequiredText(200),
  address: RequiredText(200),
  zipCode: RequiredText(20),
  city: RequiredText(100),
  email: Email,
  /** ISO 3166-1 alpha-2 country code. */
  country: z.string().trim().length(2).toUpperCase(),
  language: Language.optional(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

export const RegistrationCreated = z.object({ id: UuidText });
