import type { Language, MaintenanceState, MaintenanceTexts } from '@selvedge/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationEmails, settings } from './settings.tables.js';

const MAINTENANCE_KEY = 'maintenance';

export const defaultMaintenanceTexts: MaintenanceTexts = {
  en: 'The portal is being maintained. Orders, deliveries and invoices are back shortly. Thank you for your patience.',
  nl: 'Het portaal is in onderhoud. Orders, leveringen en facturen zijn binnenkort weer beschikbaar. Dank voor uw geduld.',
  de: 'Das Portal wird gewartet. Aufträge, Lieferungen und Rechnungen sind in Kürze wieder verfügbar. Vielen Dank für Ihre Geduld.',
  fr: 'Le portail est en maintenance. Les commandes, livraisons et factures seront bientôt de retour. Merci de votre patience.',
};

export async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const [row] = await db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY)).limit(1);
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
