export * from './fake-mollie.js';
export * from './mollie.js';
export * from './payment-provider.js';
