import {
  ADMIN_PAGE_SIZE,
  type Language,
  type ListPage,
  type MaintenanceState,
  type MaintenanceTexts,
  type NotificationEmail,
  type TermsOfDeliveryLink,
  termsOfDeliveryOrder,
} from '@selvedge/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { notificationEmails, settings } from './settings.tables.js';

const MAINTENANCE_KEY = 'maintenance';
const TERMS_OF_DELIVERY_KEY = 'termsOfDelivery';
const EXCLUDED_ITEM_GROUPS_KEY = 'excludedItemGroups';

export const defaultMaintenanceTexts: MaintenanceTexts = {
  en: 'The portal is being maintained. Orders, deliveries and invoices are back shortly. Thank you for your patience.',
  nl: 'Het portaal is in onderhoud. Orders, leveringen en facturen zijn binnenkort weer beschikbaar. Dank voor uw geduld.',
  de: 'Das Portal wird gewartet. Aufträge, Lieferungen und Rechnungen sind in Kürze wieder verfügbar. Vielen Dank für Ihre Geduld.',
  fr: 'Le portail est en maintenance. Les commandes, livraisons et factures seront bientôt de retour. Merci de votre patience.',
};

/** Read on every request of a Customer or Sales user to a customer screen (D11). */
const maintenanceSetting = preparedPer((db) =>
  db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY)).limit(1).prepare('setting_maintenance'),
);

export async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const [row] = await maintenanceSetting(db).execute();
  const value = row?.value as Partial<MaintenanceState> | undefined;
  return {
    enabled: value?.enabled === true,
    texts: { ...defaultMaintenanceTexts, ...(value?.texts ?? {}) },
  };
}

export async function saveMaintenance(db: Db, state: MaintenanceState): Promise<void> {
  await db
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value: state })
    .onConflictDoUpdate({ target: settings.key, set: { value: state, updatedAt: new Date() } });
}

export const maintenanceTextFor = (state: MaintenanceState, language: Language): string =>
  state.texts[language];

export async function listNotificationEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: notificationEmails.email }).from(notificationEmails);
  return rows.map((row) => row.email);
}

export async function addNotificationEmail(db: Db, email: string): Promise<void> {
  await db.insert(notificationEmails).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

/** The notification e-mails, 10 a page, alphabetical (administration 9). */
export async function pageNotificationEmails(db: Db, page: number): Promise<ListPage<NotificationEmail>> {
  const [total] = await db.select({ value: count() }).from(notificationEmails);
  const rows = await db
    .select({ id: notificationEmails.id, email: notificationEmails.email })
    .from(notificationEmails)
    .orderBy(asc(notificationEmails.email))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total: total?.value ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/** Adds the address; undefined when it is on the list already. */
export async function insertNotificationEmail(db: Db, email: string): Promise<NotificationEmail | undefined> {
  const [row] = await db
    .insert(notificationEmails)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: notificationEmails.id, email: notificationEmails.email });
  return row;
}

/** Removes the address; undefined when there was none with this id. */
export async function deleteNotificationEmail(db: Db, id: string): Promise<NotificationEmail | undefined> {
  const [row] = await db
    .delete(notificationEmails)
    .where(eq(notificationEmails.id, id))
    .returning({ id: notificationEmails.id, email: notificationEmails.email });
  return row;
}

async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Until an administrator sets them, the links lead to the supplier's public terms page per language. */
export const defaultTermsOfDelivery: Record<Language, string> = {
  en: 'https://www.selvedge.test/en/terms-of-delivery',
  nl: 'https://www.selvedge.test/nl/leveringsvoorwaarden',
  de: 'https://www.selvedge.test/de/lieferbedingungen',
  fr: 'https://www.selvedge.test/fr/conditions-de-livraison',
};

async function readTermsOfDelivery(db: Db): Promise<Record<Language, string>> {
  const stored = (await readSetting(db, TERMS_OF_DELIVERY_KEY)) as
    | Partial<Record<Language, string>>
    | undefined;
  return { ...defaultTermsOfDelivery, ...(stored ?? {}) };
}

/** The terms-of-delivery links in the order of administration 9: German, English, Dutch, French. */
export async function listTermsOfDelivery(db: Db): Promise<TermsOfDeliveryLink[]> {
  const links = await readTermsOfDelivery(db);
  return termsOfDeliveryOrder.map((key) => ({ key, url: links[key] }));
}

export async function termsOfDeliveryFor(db: Db, language: Language): Promise<string> {
  return (await readTermsOfDelivery(db))[language];
}

export async function saveTermsOfDelivery(db: Db, key: Language, url: string): Promise<TermsOfDeliveryLink> {
  const links = await readTermsOfDelivery(db);
  await writeSetting(db, TERMS_OF_DELIVERY_KEY, { ...links, [key]: url });
  return { key, url };
}

/**
 * The ERP item group numbers an administrator excluded (Settings 3). Item search, stock check and
 * ordering never offer items of these groups and the API refuses them (D34).
 */
export async function listExcludedItemGroups(db: Db): Promise<string[]> {
  const stored = await readSetting(db, EXCLUDED_ITEM_GROUPS_KEY);
  return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : [];
}

export async function saveExcludedItemGroups(db: Db, codes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(codes)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  await writeSetting(db, EXCLUDED_ITEM_GROUPS_KEY, unique);
  return unique;
}
