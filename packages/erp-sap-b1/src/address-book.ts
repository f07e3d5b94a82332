import type { Address, SaveShipToAddressInput, ShipToFields } from '@selvedge/erp';
import {
  bpAddressFieldsOf,
  erpConflict,
  erpNotFound,
  erpRejected,
  isErpError,
  shipToFieldsOf,
} from '@selvedge/erp';
import type { Context } from './context.js';
import { SHIP_TO } from './feeds/business-partners.js';
import { entityByKey } from './live-calls.js';
import { entityPath } from './odata.js';
import { isYes, type SapRow, text, udf } from './values.js';

/**
 * The portal's address book: a customer with the address-book flag keeps shipping addresses as ship-tos
 * (BPAddresses of type bo_ShipTo) of its business partner, the address name being the key. Same rules as
 * the demo ERP (packages/demo-erp/src/address-book.ts), written to SAP with PATCH on the business partner
 * (research §1.4, recorded on B1 2511):
 * - a new address is a PATCH with that one member and no RowNum: SAP appends it and keeps the others;
 * - a change or rename is a PATCH with B1S-ReplaceCollectionsOnPatch and the whole collection as SAP gave
 *   it (every member with BPCode, AddressName, AddressType and RowNum, and every field it has, so nothing
 *   the portal does not know is lost), the one address changed; without the header SAP would treat a
 *   renamed member as a new one;
 * - If-Match with the ETag of a full read (a $select read carries a wrong one on 2511): another change in
 *   between is a 412, after which the save runs once more on fresh data.
 */

function stored(fields: ShipToFields): Address {
  return {
    id: fields.name,
    kind: 'shipTo',
    name: fields.name,
    street: fields.street,
    streetNo: null,
    zipCode: fields.zipCode,
    city: fields.city,
    country: fields.country,
    block: null,
  };
}

const hasContent = (row: SapRow, fields: ShipToFields) =>
  text(row.Street) === fields.street &&
  text(row.ZipCode) === fields.zipCode &&
  text(row.City) === fields.city &&
  text(row.Country) === fields.country;

const conflict = (name: string) =>
  erpConflict(`An address with this name exists already: ${name}. Choose another name`);

/** A member as SAP gave it, without the annotations a client must not send back. */
const asSent = (member: SapRow): SapRow =>
  Object.fromEntries(Object.entries(member).filter(([name]) => !name.includes('odata.')));

export async function saveShipToAddress(ctx: Context, input: SaveShipToAddressInput): Promise<Address> {
  try {
    return await saveOnce(ctx, input);
  } catch (error) {
    // 412: someone changed the partner between our read and our PATCH. Once more on fresh data.
    if (isErpError(error, 'conflict') && /changed by someone else/.test(error.message))
      return saveOnce(ctx, input);
    throw error;
  }
}

async function saveOnce(ctx: Context, input: SaveShipToAddressInput): Promise<Address> {
  const code = input.customerCode;
  // A full read: the ETag header comes only with one (and the whole address rows are needed to replace).
  let answer: Awaited<ReturnType<Context['sl']['send']>>;
  try {
    answer = await ctx.sl.send({
      method: 'GET',
      path: entityPath('BusinessPartners', code),
      what: `Customer ${code}`,
      isKeyRead: true,
    });
  } catch (error) {
    if (isErpError(error, 'notFound')) throw erpNotFound(`Customer ${code} does not exist`);
    throw error;
  }
  const customer = (answer.json ?? {}) as SapRow;
  const etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : undefined;
  if (!isYes(udf(customer, ctx.config.fields.addressBook)))
    throw erpRejected(
      `Customer ${code} has no address book: its shipping addresses cannot be saved from the portal`,
    );
  const fields = shipToFieldsOf(input, ctx.config.maxStreetLength);
  try {
    await entityByKey(ctx, 'Countries', fields.country, ['Code'], `Country ${fields.country}`);
  } catch (error) {
    if (isErpError(error, 'notFound')) throw erpRejected(`Unknown country: ${fields.country}`);
    throw error;
  }

  const addresses = Array.isArray(customer.BPAddresses) ? (customer.BPAddresses as SapRow[]) : [];
  const shipTos = addresses.filter((a) => a.AddressType === SHIP_TO);
  const named = (name: string) => shipTos.find((a) => a.AddressName === name);
  const sameName = named(fields.name);
  const patch = (body: SapRow, replace: boolean) =>
    ctx.sl.send({
      method: 'PATCH',
      path: entityPath('BusinessPartners', code),
      body,
      headers: {
        ...(etag ? { 'If-Match': etag } : {}),
        ...(replace ? { 'B1S-ReplaceCollectionsOnPatch': 'true' } : {}),
      },
      what: `Customer ${code}`,
    });

  if (input.id === undefined || input.id === null) {
    if (sameName) {
      if (hasContent(sameName, fields)) return stored({ ...fields });
      throw conflict(fields.name);
    }
    await patch(
      {
        BPAddresses: [{ AddressType: SHIP_TO, BPCode: code, ...bpAddressFieldsOf(fields) }],
      },
      false,
    );
    return stored(fields);
  }

  const current = named(input.id);
  if (!current) {
    // A repeated rename whose first answer was lost finds the address under its new name.
    if (sameName && hasContent(sameName, fields)) return stored(fields);
    throw erpNotFound(`Customer ${code} has no ship-to address named ${input.id}`);
  }
  if (sameName && sameName !== current) throw conflict(fields.name);
  const isUnchanged =
    current.AddressName === fields.name &&
    hasContent(current, fields) &&
    !text(current.StreetNo) &&
    !text(current.Block);
  if (isUnchanged) return stored(fields);

  const renamedDefault =
    customer.ShipToDefault === current.AddressName && current.AddressName !== fields.name;
  await patch(
    {
      ...(renamedDefault ? { ShipToDefault: fields.name } : {}),
      BPAddresses: addresses.map((member) =>
        member === current ? { ...asSent(member), ...bpAddressFieldsOf(fields) } : asSent(member),
      ),
    },
    true,
  );
  return stored(fields);
}
