import { FIRST_NAMES, SURNAMES } from './catalog.js';

/** A customer's contact person as the demo writes it (SAP: a ContactEmployees row). */
export interface GeneratedContact {
  internalCode: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
}

/** FNV-1a: a stable number from a text, so contacts follow from codes alone. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const mailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * One to three contact persons of a customer. They are derived from the customer's code, not drawn
 * from the seeded random sequence, so adding them changed no other value of the demo data.
 */
export function contactsOf(code: string, country: string, firstInternalCode: number): GeneratedContact[] {
  const hash = hashOf(code);
  const firstNames = FIRST_NAMES[country] ?? FIRST_NAMES.NL ?? [];
  const lastNames = SURNAMES[country] ?? SURNAMES.NL ?? [];
  const count = 1 + (hash % 3);
  return Array.from({ length: count }, (_, i) => {
    const firstName = firstNames[((hash >>> 4) + i * 3) % firstNames.length] as string;
    const lastName = lastNames[((hash >>> 11) + i * 5) % lastNames.length] as string;
    return {
      internalCode: firstInternalCode + i,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: `${mailPart(firstName)}.${mailPart(lastName)}@${code.toLowerCase()}.demo.selvedge.test`,
    };
  });
}

/** The contact of an order and the documents that follow from it: one of the customer's, stably. */
export function contactOfOrder(
  contacts: readonly GeneratedContact[],
  customerCode: string,
  orderDate: string,
): number | null {
  if (contacts.length === 0) return null;
  return (contacts[hashOf(`${customerCode}:${orderDate}`) % contacts.length] as GeneratedContact)
    .internalCode;
}
