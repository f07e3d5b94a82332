// A protocol-faithful fake SAP Business One Service Layer (and API Gateway) for tests (ADR-020): loopback
// HTTP, /b1s/v1 and /b1s/v2, filled from the demo ERP. README.md lists what it serves and what it does not.
export type { DemoDb } from '@selvedge/demo-erp';
export { GATEWAY_LAYOUTS, GATEWAY_LAYOUTS_BY_KIND } from './api-gateway.js';
export { ALL_CURRENCIES_PARTNERS, BATCH_STOCK_QUERY, LOCAL_CURRENCY } from './demo-mapping.js';
export type { Faults } from './faults.js';
export {
  type FakeServiceLayer,
  type FakeServiceLayerOptions,
  type FakeServiceLayerStats,
  startFakeServiceLayer,
} from './server.js';
