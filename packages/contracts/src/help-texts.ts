import { z } from 'zod';

/** The page names under which help documents are looked up (foundations 1). */
export const helpPages = [
  'News',
  'Orders',
  'Deliveries',
  'Salesinvoices',
  'Open_invoices',
  'Returns',
  'Documents',
  'Maintenance',
  'Place_an_order',
  'Place_a_sample_order',
  /** The users screen (/user); every list page has an info button (foundations 1). */
  'Users',
] as const;
export const HelpPage = z.enum(helpPages);
export type HelpPage = z.infer<typeof HelpPage>;

export const HelpTextLinks = z.object({
  page: HelpPage,
  title: z.string(),
  /** One link per language; each opens the help document in a new tab. */
  links: z.object({ en: z.string(), nl: z.string(), de: z.string(), fr: z.string() }),
});
export type HelpTextLinks = z.infer<typeof HelpTextLinks>;
