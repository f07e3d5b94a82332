import { helpPages, type Language } from '@selvedge/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hashPassword } from '../modules/auth/password.js';
import { seedDemoDocuments } from '../modules/customer-documents/customer-documents.service.js';
import { upsertCustomer } from '../modules/customers/customers.service.js';
import { helpTexts } from '../modules/help-texts/help-texts.tables.js';
import { seedDemoNews } from '../modules/news/demo-news.js';
import {
  addNotificationEmail,
  defaultMaintenanceTexts,
  saveMaintenance,
} from '../modules/settings/settings.service.js';
import { insertUser } from '../modules/users/users.service.js';
import { users } from '../modules/users/users.tables.js';

export const DEMO_PASSWORD = 'Demo-portal-2026';

/** The demo accounts' addresses (README), one place for the seed and the tests. */
export const demoAccounts = {
  admin: 'admin@demo.selvedge.test',
  sales: 'sales@demo.selvedge.test',
  customer: 'customer@demo.selvedge.test',
  export: 'export@demo.selvedge.test',
  viewer: 'viewer@demo.selvedge.test',
  inactive: 'inactive@demo.selvedge.test',
} as const;

/** Where the seeded settings send registration notifications. */
export const DEMO_NOTIFICATION_ADDRESS = 'sales-desk@demo.selvedge.test';

/**
 * The business partners the demo accounts belong to. The demo ERP owns customer data;
 * until its sync runs, these rows carry the fields a session needs, under the same card codes.
 */
export const demoCustomers = [
  {
    code: 'C10001',
    name: 'Interieurhuis De Vries B.V.',
    groupCode: '100',
    currency: 'EUR',
    isExport: false,
    hasAddressBook: false,
    isOtherCountry: false,
    shippingType: 'Transport',
    language: 'nl',
  },
  {
    code: 'C40001',
    name: 'Harrington & Webb Interiors Ltd',
    groupCode: '400',
    currency: 'GBP',
    isExport: true,
    hasAddressBook: true,
    isOtherCountry: true,
    shippingType: 'Export',
    language: 'en',
  },
  {
    code: 'C10002',
    name: 'Studio Noord Wonen',
    groupCode: '100',
    currency: 'EUR',
    isExport: false,
    hasAddressBook: false,
    isOtherCountry: false,
    shippingType: 'Transport',
    language: 'nl',
  },
  {
    code: 'C30001',
    name: 'Raumausstattung Becker GmbH',
    groupCode: '300',
    currency: 'EUR',
    isExport: false,
    hasAddressBook: false,
    isOtherCountry: true,
    shippingType: 'Transport',
    language: 'de',
  },
] as const;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Administrator' | 'Sales' | 'Customer';
  language: Language;
  customerCode: string | null;
  canCreateOrder: boolean;
  isActive: boolean;
}

export const demoUsers: DemoUser[] = [
  {
    email: demoAccounts.admin,
    firstName: 'Anna',
    lastName: 'Admiraal',
    role: 'Administrator',
    language: 'en',
    customerCode: null,
    canCreateOrder: false,
    isActive: true,
  },
  {
    email: demoAccounts.sales,
    firstName: 'Sven',
    lastName: 'Verkoop',
    role: 'Sales',
    language: 'en',
    customerCode: 'C10001',
    canCreateOrder: false,
    isActive: true,
  },
  {
    email: demoAccounts.customer,
    firstName: 'Daan',
    lastName: 'de Vries',
    role: 'Customer',
    language: 'en',
    customerCode: 'C10001',
    canCreateOrder: true,
    isActive: true,
  },
  {
    email: demoAccounts.export,
    firstName: 'Emily',
    lastName: 'Harrington',
    role: 'Customer',
    language: 'en',
    customerCode: 'C40001',
    canCreateOrder: true,
    isActive: true,
  },
  {
    email: demoAccounts.viewer,
    firstName: 'Vera',
    lastName: 'Noord',
    role: 'Customer',
    language: 'en',
    customerCode: 'C10002',
    canCreateOrder: false,
    isActive: true,
  },
  {
    email: demoAccounts.inactive,
    firstName: 'Ingo',
    lastName: 'Becker',
    role: 'Customer',
    language: 'en',
    customerCode: 'C30001',
    canCreateOrder: true,
    isActive: false,
  },
];

const helpTitles: Record<(typeof helpPages)[number], string> = {
  News: 'News',
  Orders: 'Orders',
  Deliveries: 'Deliveries',
  Salesinvoices: 'Sales invoices',
  Open_invoices: 'Open invoices',
  Returns: 'Returns',
  Documents: 'Current information',
  Maintenance: 'Maintenance',
  Place_an_order: 'Place an order',
  Place_a_sample_order: 'Place a sample order',
  Users: 'Users',
};

/**
 * Seeds an empty database with the demo accounts, settings, news (dated from `today`) and customer
 * documents; does nothing when users exist.
 */
export async function seedDemo(db: Db, today: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  for (const customer of demoCustomers) await upsertCustomer(db, customer);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of demoUsers) await insertUser(db, { ...user, passwordHash, showPrice: true });

  await db
    .insert(helpTexts)
    .values(
      helpPages.map((page) => ({
        page,
        title: helpTitles[page],
        contentEn: `/help/en/${page}.html`,
        contentNl: `/help/nl/${page}.html`,
        contentDe: `/help/de/${page}.html`,
        contentFr: `/help/fr/${page}.html`,
      })),
    )
    .onConflictDoNothing();
  await saveMaintenance(db, { enabled: false, texts: defaultMaintenanceTexts });
  await addNotificationEmail(db, DEMO_NOTIFICATION_ADDRESS);
  await seedDemoNews(db, today.toISOString().slice(0, 10));
  await seedDemoDocuments(db);
  return true;
}
