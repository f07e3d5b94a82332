import { expect } from 'vitest';
import type { TestPortal } from './harness.js';

/**
 * Signs in a user of an export customer and chooses a ship-to, as the screen makes them do before any
 * of the customer's data is shown (D2: until then the data routes answer 409 SHIP_TO_REQUIRED).
 */
export async function signInWithShipTo(
  portal: TestPortal,
  email: string,
  shipToId = 'Manchester warehouse',
): Promise<string> {
  const cookie = await portal.signIn(email);
  const chosen = await portal.put('/api/ship-to', { addressId: shipToId }, cookie);
  expect(chosen.statusCode, chosen.body).toBe(200);
  return cookie;
}
