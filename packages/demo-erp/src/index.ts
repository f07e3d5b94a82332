// The embedded demo ERP (ERP=demo): what the portal's composition root, seed command, tests and benches
// need of it. It implements the port of @selvedge/erp and keeps its own tables in schema demo_erp.
export type { AdvanceSummary } from './advance.js';
export { hasDemoData, openDemoErp } from './demo-database.js';
export {
  createDemoErpAdapter,
  type DemoErpAdapter,
  type DemoErpControls,
  type DemoErpOptions,
} from './demo-erp-adapter.js';
export { type DemoScale, type GenerateOptions, type GenerateSummary, generate, SCALES } from './generate.js';
export type { Clock, DemoDb } from './host.js';
export { PAYMENT_NUMBER_BASE } from './payments.js';
