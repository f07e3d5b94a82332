import type { Address, SaveShipToAddressInput } from '@selvedge/erp';
import {
  bpAddressFieldsOf,
  erpConflict,
  erpNotFound,
  erpRejected,
  type ShipToFields,
  shipToFieldsOf,
} from '@selvedge/erp';
import { and, eq, sql } from 'drizzle-orm';
import { bpAddresses, businessPartners, countries } from './demo-erp.tables.js';
import type { DemoDb } from './host.js';
import { type AddressRow, isYes, toAddress } from './mapping.js';

/**
 * The portal's address book (U_EIJFF_PORTAL_ADRESBOEK): a customer with the flag stores shipping
 * addresses as ship-tos (BPAddresses, bo_ShipTo) of its business partner. The address name is the
 * key, so a repeated save finds what the first one stored. Every save bumps the business partner's
 * ChangeSeq, so the businessPartners feed brings the customer, with its new ship-tos, to the portal.
 */

/** The longest street the ERP keeps. */
export const MAX_STREET_LENGTH = 40;

const SHIP_TO = 'bo_ShipTo';

function hasContent(row: AddressRow, fields: ShipToFields): boolean {
  return (
    row.Street === fields.street &&
    row.ZipCode === fields.zipCode &&
    row.City === fields.city &&
    row.Country === fields.country
  );
}

const conflict = (name: string) =>
  erpConflict(`An address with this name exists already: ${name}. Choose another name`);

/**
 * Adds (no id) or changes (id: the current address name) a ship-to of the customer and answers it as
 * stored. Runs in one transaction that locks the business partner, so two saves of one customer (two
 * portal instances, a retry racing its first attempt) take turns and the second sees the first.
 * - Adding a name that exists: the same content answers the stored address; other content is a conflict.
 * - Changing: the new name may not belong to another ship-to (conflict); an unknown id is notFound, unless
 *   an address with the new name and content exists (a repeated rename whose first answer was lost).
 * The saved address is exactly what was given: no separate street number or block (both null).
 */
export async function saveShipToAddress(
  db: DemoDb,
  input: SaveShipToAddressInput,
  now: Date,
): Promise<Address> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as DemoDb;
    const [customer] = await tx
      .select()
      .from(businessPartners)
      .where(eq(businessPartners.CardCode, input.customerCode))
      .limit(1)
      .for('update');
    if (!customer) throw erpNotFound(`Customer ${input.customerCode} does not exist`);
    if (!isYes(customer.U_EIJFF_PORTAL_ADRESBOEK))
      throw erpRejected(
        `Customer ${customer.CardCode} has no address book: its shipping addresses cannot be saved from the portal`,
      );
    const fields = shipToFieldsOf(input, MAX_STREET_LENGTH);
    const [country] = await tx
      .select({ code: countries.Code })
      .from(countries)
      .where(eq(countries.Code, fields.country))
      .limit(1);
    if (!country) throw erpRejected(`Unknown country: ${fields.country}`);

    const shipTos = await tx
      .select()
      .from(bpAddresses)
      .where(and(eq(bpAddresses.BPCode, customer.CardCode), eq(bpAddresses.AddressType, SHIP_TO)));
    const named = (name: string) => shipTos.find((a) => a.AddressName === name);
    const sameName = named(fields.name);
    const touchCustomer = (changes: { ShipToDefault?: string } = {}) =>
      tx
        .update(businessPartners)
        .set({ ...changes, ChangeSeq: sql`nextval('demo_erp.change_seq')`, UpdateDate: now })
        .where(eq(businessPartners.CardCode, customer.CardCode));

    if (input.id === undefined || input.id === null) {
      if (sameName) {
        if (hasContent(sameName, fields)) return toAddress(sameName);
        throw conflict(fields.name);
      }
      const [last] = await tx
        .select({ rowNum: sql<number>`coalesce(max(${bpAddresses.RowNum}), -1)` })
        .from(bpAddresses)
        .where(eq(bpAddresses.BPCode, customer.CardCode));
      const [added] = await tx
        .insert(bpAddresses)
        .values({
          BPCode: customer.CardCode,
          AddressType: SHIP_TO,
          ...bpAddressFieldsOf(fields),
          RowNum: Number(last?.rowNum ?? -1) + 1,
        })
        .returning();
      if (!added) throw new Error('adding the ship-to address failed');
      await touchCustomer();
      return toAddress(added);
    }

    const current = named(input.id);
    if (!current) {
      if (sameName && hasContent(sameName, fields)) return toAddress(sameName);
      throw erpNotFound(`Customer ${customer.CardCode} has no ship-to address named ${input.id}`);
    }
    if (sameName && sameName !== current) throw conflict(fields.name);
    const isUnchanged =
      current.AddressName === fields.name &&
      hasContent(current, fields) &&
      current.StreetNo === null &&
      current.Block === null;
    if (isUnchanged) return toAddress(current);
    const [changed] = await tx
      .update(bpAddresses)
      .set(bpAddressFieldsOf(fields))
      .where(
        and(
          eq(bpAddresses.BPCode, customer.CardCode),
          eq(bpAddresses.AddressType, SHIP_TO),
          eq(bpAddresses.AddressName, current.AddressName),
        ),
      )
      .returning();
    if (!changed) throw new Error('changing the ship-to address failed');
    // A renamed default ship-to stays the default.
    await touchCustomer(
      customer.ShipToDefault === current.AddressName && current.AddressName !== fields.name
        ? { ShipToDefault: fields.name }
        : {},
    );
    return toAddress(changed);
  });
}
