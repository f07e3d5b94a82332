import type { SalesDocumentKind } from '@selvedge/erp';

/**
 * The six sales document kinds as Service Layer entity sets (all of type SAPB1.Document, key DocEntry)
 * and their object type (BoObjectTypes), which lines name in BaseType and the API Gateway in ObjectId@.
 * ReturnRequest is the customer's return request (ORRR); GoodsReturnRequest is the purchasing side.
 */
export const DOCUMENT_SETS: Record<SalesDocumentKind, { set: string; objType: number }> = {
  order: { set: 'Orders', objType: 17 },
  delivery: { set: 'DeliveryNotes', objType: 15 },
  invoice: { set: 'Invoices', objType: 13 },
  creditNote: { set: 'CreditNotes', objType: 14 },
  return: { set: 'Returns', objType: 16 },
  returnRequest: { set: 'ReturnRequest', objType: 234000031 },
};

const KIND_OF_OBJ_TYPE = new Map<number, SalesDocumentKind>(
  (Object.entries(DOCUMENT_SETS) as [SalesDocumentKind, { objType: number }][]).map(([kind, v]) => [
    v.objType,
    kind,
  ]),
);

export function kindOfObjType(objType: number): SalesDocumentKind | undefined {
  return KIND_OF_OBJ_TYPE.get(objType);
}
