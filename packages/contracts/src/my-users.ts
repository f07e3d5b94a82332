import { z } from 'zod';
import { Email, EmailText, Language, RequiredText, TimestampText, UuidText } from './common.js';

/**
 * A customer administrator's colleagues (docs/adr/ADR-034-customer-user-administration.md): the Customer
 * users of their own customer, themselves included (marked `isSelf`, not changeable here).
 */
export const Colleague = z.object({
  id: UuidText,
  email: EmailText,
  firstName: z.string(),
  lastName: z.string(),
  language: Language,
  /** May order (the create-order claim). */
  canCreateOrder: z.boolean(),
  /** Sees prices: the starting value of the display preference, which the user may change (D12). */
  showPrice: z.boolean(),
  isCustomerAdmin: z.boolean(),
  isActive: z.boolean(),
  /** Invited, but no password chosen yet. */
  isInvitationPending: z.boolean(),
  isSelf: z.boolean(),
  createdAt: TimestampText,
});
export type Colleague = z.infer<typeof Colleague>;

/** GET /api/my-users: every colleague, active ones first, by name (a customer has a handful). */
export const ColleagueList = z.object({ rows: z.array(Colleague) });
export type ColleagueList = z.infer<typeof ColleagueList>;

export const ColleagueIdParams = z.object({ id: z.uuid() });

/** The rights a customer administrator sets. */
const rights = {
  canCreateOrder: z.boolean(),
  showPrice: z.boolean(),
  isCustomerAdmin: z.boolean(),
};
export type ColleagueRights = { canCreateOrder: boolean; showPrice: boolean; isCustomerAdmin: boolean };

/**
 * POST /api/my-users: invite a colleague. The answer is the same whether or not the address already has
 * an account anywhere (ADR-006's spirit): an address in use is not invited, and the caller is not told.
 */
export const InviteColleagueRequest = z.strictObject({
  email: Email,
  firstName: RequiredText(100),
  lastName: RequiredText(100),
  language: Language,
  canCreateOrder: rights.canCreateOrder.default(false),
  showPrice: rights.showPrice.default(true),
  isCustomerAdmin: rights.isCustomerAdmin.default(false),
});
export type InviteColleagueRequest = z.input<typeof InviteColleagueRequest>;

/** PUT /api/my-users/:id/rights: the rights to set; a right left out stays as it is. */
export const SetColleagueRightsRequest = z.strictObject({
  canCreateOrder: rights.canCreateOrder.optional(),
  showPrice: rights.showPrice.optional(),
  isCustomerAdmin: rights.isCustomerAdmin.optional(),
});
export type SetColleagueRightsRequest = z.infer<typeof SetColleagueRightsRequest>;

/**
 * The rights a customer administrator may change, shared by the API (which refuses the rest with
 * RIGHT_NOT_HELD) and the screen (which disables them): only rights they hold themselves, so nobody
 * hands out more than they have. Prices are a display preference (D12), not a right, and the
 * administrator right is theirs by definition.
 */
export function changeableColleagueRights(actor: {
  canCreateOrder: boolean;
}): Record<keyof ColleagueRights, boolean> {
  return { canCreateOrder: actor.canCreateOrder, showPrice: true, isCustomerAdmin: true };
}
