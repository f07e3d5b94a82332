const notificationEmails = ['settings', 'notification-emails'] as const;

/** The settings screen's own data; the maintenance state is shared (`lib/maintenance.ts`). */
export const settingsKeys = {
  notificationEmails,
  notificationEmailsPage: (page: number) => [...notificationEmails, page] as const,
  excludedItemGroups: ['settings', 'excluded-item-groups'] as const,
  termsOfDelivery: ['settings', 'terms-of-delivery'] as const,
  demoErp: ['settings', 'demo-erp'] as const,
  letterhead: ['settings', 'letterhead'] as const,
  twoFactor: ['settings', 'two-factor'] as const,
};
