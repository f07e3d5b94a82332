import { and, eq } from 'drizzle-orm';
import { documentLines, documents } from './demo-erp.tables.js';

/*
 * Every sales document type shares one Documents and one DocumentLines table keyed by object type and
 * entry (demo-erp.tables.ts): these are the conditions that tie them together.
 */

/** The header of a line (the join from DocumentLines to Documents). */
export const headerOfLine = and(
  eq(documents.ObjType, documentLines.ObjType),
  eq(documents.DocEntry, documentLines.DocEntry),
);

/** One document's header row. */
export const documentIs = (objType: number, docEntry: number) =>
  and(eq(documents.ObjType, objType), eq(documents.DocEntry, docEntry));

/** One document's lines. */
export const linesOf = (objType: number, docEntry: number) =>
  and(eq(documentLines.ObjType, objType), eq(documentLines.DocEntry, docEntry));
