import { z } from 'zod';
import { RequiredText } from './common.js';

/** Maintenance texts, each language its own (D11). */
export const MaintenanceTexts = z.object({
  en: RequiredText(2000),
  de: RequiredText(2000),
  nl: RequiredText(2000),
  fr: RequiredText(2000),
});
export type MaintenanceTexts = z.infer<typeof MaintenanceTexts>;

export const MaintenanceState = z.object({
  enabled: z.boolean(),
  texts: MaintenanceTexts,
});
export type MaintenanceState = z.infer<typeof MaintenanceState>;

export const MaintenanceSwitch = z.strictObject({ enabled: z.boolean() });
export type MaintenanceSwitch = z.infer<typeof MaintenanceSwitch>;

/** The demo ERP's outage switch (settings; only while the demo ERP runs): every ERP call fails as unreachable. */
export const DemoErpState = z.object({ isDown: z.boolean() });
export type DemoErpState = z.infer<typeof DemoErpState>;
