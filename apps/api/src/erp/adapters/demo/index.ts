// What the portal's wiring and seed command need of the demo ERP (ERP=demo).
export type { AdvanceSummary } from './advance.js';
export { hasDemoData, openDemoErp } from './demo-database.js';
export {
  createDemoErpAdapter,
  type DemoErpAdapter,
  type DemoErpControls,
  type DemoErpOptions,
} from './demo-erp-adapter.js';
export { type DemoScale, type GenerateOptions, type GenerateSummary, generate, SCALES } from './generate.js';
