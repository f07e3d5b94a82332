// The SAP Business One Service Layer adapter of the ERP port (ADR-020); see README in this package.
export { createSapB1Adapter, type SapB1Adapter, type SapB1AdapterOptions } from './adapter.js';
export {
  type CheckOptions,
  type CheckStep,
  checkSapB1Connection,
  checkVerdict,
  formatCheck,
} from './check.js';
export {
  DEFAULT_EXPENSE_RULES,
  DEFAULT_FIELD_NAMES,
  type FreightTariff,
  type SapB1Config,
  type SapB1ExpenseRules,
  type SapB1FieldNames,
  type SapB1PdfConfig,
} from './config.js';
export type { Log, LogLevel } from './service-layer.js';
