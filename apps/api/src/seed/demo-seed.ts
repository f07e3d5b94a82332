import { helpPages, type Language } from '@selvedge/contracts';
import type { Db } from '../db/client.js';
import { hashPassword } from '../modules/auth/index.js';
import { seedDemoDocuments } from '../modules/customer-documents/index.js';
import { upsertCustomer } from '../modules/customers/index.js';
import { insertMissingHelpTexts } from '../modules/help-texts/index.js';
import { seedDemoNews } from '../modules/news/index.js';
import {
  addNotificationEmail,
  defaultMaintenanceTexts,
  saveMaintenance,
  saveTwoFactorSettings,
  seedDemoLetterhead,
} from '../modules/settings/index.js';
import { hasAnyUser, insertUser } from '../modules/users/index.js';

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

/** A Dutch customer of the demo: group 100, euros, delivered by transport. */
function dutchCustomer(code: string, name: string) {
  return {
    code,
    name,
    groupCode: '100',
    currency: 'EUR',
    isExport: false,
    hasAddressBook: false,
    isOtherCountry: false,
    shippingType: 'Transport',
    language: 'nl',
  } as const;
}

/**
 * The business partners the demo accounts belong to. The demo ERP owns customer data;
 * until its sync runs, these rows carry the fields a session needs, under the same card codes.
 */
export const demoCustomers = [
  dutchCustomer('C10001', 'Interieurhuis De Vries B.V.'),
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
  dutchCustomer('C10002', 'Studio Noord Wonen'),
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
  /** The customer-administrator right: manages the colleagues of their customer (ADR-034). */
  isCustomerAdmin?: boolean;
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
    isCustomerAdmin: true,
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

/** What a demo seed created, and the accounts it left out because the ERP lacks their customer. */
export interface DemoSeedSummary {
  accounts: string[];
  /** Customer codes the ERP does not have (or could not be asked about): their accounts were not created. */
  missingCustomers: string[];
}

export interface DemoSeedOptions {
  /** The date the demo news is dated from. */
  today?: Date;
  /**
   * Whether the ERP has a customer: given for a real ERP (ERP=sap-b1), whose customer codes the demo
   * accounts must not invent. Without it (the demo ERP, which generates these customers) all are seeded.
   */
  erpHasCustomer?: ((code: string) => Promise<boolean>) | undefined;
}

/** The demo customers the ERP has; all of them without a question to ask it. */
async function customersInErp(check: DemoSeedOptions['erpHasCustomer']): Promise<Set<string>> {
  const codes = demoCustomers.map((customer) => customer.code);
  if (!check) return new Set(codes);
  const present = await Promise.all(codes.map((code) => check(code).catch(() => false)));
  return new Set(codes.filter((_, index) => present[index]));
}

/**
 * Seeds an empty database with the demo accounts, settings, news (dated from `today`) and customer
 * documents; does nothing (null) when users exist. A customer the ERP does not have gets no read-model
 * row and no accounts (nor does a Sales account bound to it): the summary names them.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<DemoSeedSummary | null> {
  if (await hasAnyUser(db)) return null;
  const today = options.today ?? new Date();
  const inErp = await customersInErp(options.erpHasCustomer);

  for (const customer of demoCustomers) if (inErp.has(customer.code)) await upsertCustomer(db, customer);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = demoUsers.filter((user) => user.customerCode === null || inErp.has(user.customerCode));
  for (const user of seeded) await insertUser(db, { ...user, passwordHash, showPrice: true });

  await insertMissingHelpTexts(
    db,
    helpPages.map((page) => ({
      page,
      title: helpTitles[page],
      contentEn: `/help/en/${page}.html`,
      contentNl: `/help/nl/${page}.html`,
      contentDe: `/help/de/${page}.html`,
      contentFr: `/help/fr/${page}.html`,
    })),
  );
  await saveMaintenance(db, { enabled: false, texts: defaultMaintenanceTexts });
  // The demo accounts sign in with the published password alone; an administrator turns two-factor
  // sign-in on in Settings (ADR-035, README "Demo").
  await saveTwoFactorSettings(db, { requiredForAdministrators: false, requiredForSales: false });
  await addNotificationEmail(db, DEMO_NOTIFICATION_ADDRESS);
  await seedDemoLetterhead(db);
  await seedDemoNews(db, today.toISOString().slice(0, 10));
  await seedDemoDocuments(db);
  return {
    accounts: seeded.map((user) => user.email),
    missingCustomers: demoCustomers.map((customer) => customer.code).filter((code) => !inErp.has(code)),
  };
}
