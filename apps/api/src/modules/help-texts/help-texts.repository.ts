import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { helpTexts } from './help-texts.tables.js';

export type HelpTextRow = typeof helpTexts.$inferSelect;
/** What an administrator writes of a help text (the id and times are the table's). */
export type HelpTextColumns = Pick<
  typeof helpTexts.$inferInsert,
  'page' | 'title' | 'contentEn' | 'contentNl' | 'contentDe' | 'contentFr'
>;

export async function findHelpTextByPage(db: Db, page: string): Promise<HelpTextRow | undefined> {
  const [row] = await db.select().from(helpTexts).where(eq(helpTexts.page, page)).limit(1);
  return row;
}

export async function findHelpText(db: Db, id: string): Promise<HelpTextRow | undefined> {
  const [row] = await db.select().from(helpTexts).where(eq(helpTexts.id, id)).limit(1);
  return row;
}

export async function listHelpTexts(db: Db): Promise<HelpTextRow[]> {
  return db.select().from(helpTexts).orderBy(asc(helpTexts.page));
}

export async function insertHelpText(db: Db, values: HelpTextColumns): Promise<{ id: string }> {
  const [row] = await db.insert(helpTexts).values(values).returning({ id: helpTexts.id });
  if (!row) throw new Error('the help text was not stored');
  return row;
}

/** The help texts of pages that have none yet (the demo seed); a page's existing text stays. */
export async function insertMissingHelpTexts(db: Db, rows: readonly HelpTextColumns[]): Promise<void> {
  await db
    .insert(helpTexts)
    .values([...rows])
    .onConflictDoNothing();
}

/** False when there is no help text with this id. */
export async function updateHelpText(db: Db, id: string, values: HelpTextColumns): Promise<boolean> {
  const rows = await db
    .update(helpTexts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(helpTexts.id, id))
    .returning({ id: helpTexts.id });
  return rows.length > 0;
}

/** The deleted help text's page; undefined when there was none with this id. */
export async function deleteHelpText(db: Db, id: string): Promise<{ page: string } | undefined> {
  const [row] = await db.delete(helpTexts).where(eq(helpTexts.id, id)).returning({ page: helpTexts.page });
  return row;
}
