import {
  defaultTwoFactorSettings,
  type Language,
  type MaintenanceState,
  type MaintenanceTexts,
  type TermsOfDeliveryLink,
  type TwoFactorSettings,
  termsOfDeliveryOrder,
} from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import { MAINTENANCE_KEY, readMaintenanceSetting, readSetting, writeSetting } from './settings.repository.js';

const TERMS_OF_DELIVERY_KEY = 'termsOfDelivery';
const EXCLUDED_ITEM_GROUPS_KEY = 'excludedItemGroups';
const TWO_FACTOR_KEY = 'twoFactor';

export const defaultMaintenanceTexts: MaintenanceTexts = {
  en: 'The portal is being maintained. Orders, deliveries and invoices are back shortly. Thank you for your patience.',
  nl: 'Het portaal is in onderhoud. Orders, leveringen en facturen zijn binnenkort weer beschikbaar. Dank voor uw geduld.',
  de: 'Das Portal wird gewartet. Aufträge, Lieferungen und Rechnungen sind in Kürze wieder verfügbar. Vielen Dank für Ihre Geduld.',
  fr: 'Le portail est en maintenance. Les commandes, livraisons et factures seront bientôt de retour. Merci de votre patience.',
};

export async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const value = (await readMaintenanceSetting(db)) as Partial<MaintenanceState> | undefined;
  return {
    enabled: value?.enabled === true,
    texts: { ...defaultMaintenanceTexts, ...(value?.texts ?? {}) },
  };
}

export async function saveMaintenance(db: Db, state: MaintenanceState): Promise<void> {
  await writeSetting(db, MAINTENANCE_KEY, state);
}

export const maintenanceTextFor = (state: MaintenanceState, language: Language): string =>
  state.texts[language];

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

/** For which staff roles two-factor sign-in is required (ADR-035); unset: administrators and sales. */
export async function getTwoFactorSettings(db: Db): Promise<TwoFactorSettings> {
  const stored = (await readSetting(db, TWO_FACTOR_KEY)) as Partial<TwoFactorSettings> | undefined;
  return {
    requiredForAdministrators:
      stored?.requiredForAdministrators ?? defaultTwoFactorSettings.requiredForAdministrators,
    requiredForSales: stored?.requiredForSales ?? defaultTwoFactorSettings.requiredForSales,
  };
}

export async function saveTwoFactorSettings(db: Db, value: TwoFactorSettings): Promise<TwoFactorSettings> {
  await writeSetting(db, TWO_FACTOR_KEY, value);
  return value;
}

/** The audit line of a two-factor setting (log-wording.ts reads it back). */
export function twoFactorSettingsMessage(value: TwoFactorSettings): string {
  const roles = [
    ...(value.requiredForAdministrators ? ['administrators'] : []),
    ...(value.requiredForSales ? ['sales'] : []),
  ];
  return `Two-factor sign-in required for ${roles.length > 0 ? roles.join(' and ') : 'nobody'}`;
}
