import { describe, expect, it } from 'vitest';
import { sessionOf } from '../testing/sessions';
import { decideAccess } from './access';

describe('who may open which screen', () => {
  it('sends a sales user who opens the dashboard to the user list', () => {
    expect(decideAccess('dashboard', sessionOf({ role: 'Sales' }))).toEqual({
      isAllowed: false,
      redirectTo: '/user',
    });
  });

  it('keeps an administrator out of the customer lists', () => {
    expect(decideAccess('customerArea', sessionOf({ role: 'Administrator' })).isAllowed).toBe(false);
  });

  it('keeps customers out of the administration screens and the user list', () => {
    expect(decideAccess('administrator', sessionOf()).isAllowed).toBe(false);
    expect(decideAccess('users', sessionOf()).isAllowed).toBe(false);
  });

  it('tells a user that a screen is not theirs instead of moving them on without a word', () => {
    expect(decideAccess('administrator', sessionOf())).toEqual({ isAllowed: false, isForbidden: true });
    expect(decideAccess('customerArea', sessionOf({ role: 'Administrator' }))).toEqual({
      isAllowed: false,
      isForbidden: true,
    });
  });

  it('lets only customers with the create-order claim place orders', () => {
    expect(decideAccess('placeOrder', sessionOf()).isAllowed).toBe(true);
    expect(decideAccess('placeOrder', sessionOf({ canCreateOrder: false })).isAllowed).toBe(false);
  });

  it('keeps export customers away from sample orders', () => {
    expect(decideAccess('placeSampleOrder', sessionOf({ isExport: true })).isAllowed).toBe(false);
  });

  it('sends customers and sales users to the maintenance notice from every screen during maintenance', () => {
    for (const role of ['Customer', 'Sales'] as const) {
      expect(decideAccess('customerArea', sessionOf({ role, maintenanceMode: true }))).toEqual({
        isAllowed: false,
        redirectTo: '/Maintenance',
      });
    }
  });

  it('lets administrators work on during maintenance', () => {
    expect(
      decideAccess('administrator', sessionOf({ role: 'Administrator', maintenanceMode: true })).isAllowed,
    ).toBe(true);
  });

  it('sends a customer away from the maintenance notice once maintenance is over', () => {
    expect(decideAccess('maintenance', sessionOf())).toEqual({ isAllowed: false, redirectTo: '/dashboard' });
  });
});
