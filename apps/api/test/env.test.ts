// The environment as an operator writes it: `NAME=` in a unit file or a compose file means "not set".
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';

const sap = {
  ERP: 'sap-b1',
  SAP_B1_URL: 'https://sap.example.com:50000',
  SAP_B1_COMPANY_DB: 'SBO_SELVEDGE',
  SAP_B1_USER: 'portal',
  SAP_B1_PASSWORD: 'secret',
};

describe('an empty environment variable is an unset one', () => {
  it('SAP_B1_PDF_GATEWAY_URL= means no API Gateway, not an invalid URL', () => {
    const config = loadConfig({ ...sap, SAP_B1_PDF_GATEWAY_URL: '', SAP_B1_SETTINGS_FILE: ' ' });
    expect(config.erp.sapB1).toMatchObject({ pdf: null, settingsFile: null });
  });

  it('an empty optional setting takes its default', () => {
    const config = loadConfig({
      ...sap,
      SAP_B1_VERSION: '',
      SAP_B1_SESSIONS: '',
      PUBLIC_URL: '',
      METRICS_PORT: '',
    });
    expect(config.erp.sapB1).toMatchObject({ version: 'v2', sessionPoolSize: 2 });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.metrics).toBeNull();
  });

  it('an empty required SAP setting is reported missing, with the others', () => {
    expect(() => loadConfig({ ...sap, SAP_B1_URL: '', SAP_B1_PASSWORD: '' })).toThrow(
      'ERP=sap-b1 needs SAP_B1_URL, SAP_B1_PASSWORD (docs/connect-sap-b1.md).',
    );
  });

  it('a value that is there is still checked', () => {
    expect(() => loadConfig({ ...sap, SAP_B1_PDF_GATEWAY_URL: 'sap gateway' })).toThrow(
      /SAP_B1_PDF_GATEWAY_URL is not valid/,
    );
  });
});

describe('online payments (ADR-037)', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' };

  it('run on the local fake of Mollie outside production, and are off in production without a key', () => {
    expect(loadConfig({}).payments).toMatchObject({ mollieApiKey: null, methods: [] });
    expect(loadConfig(production).payments).toBeNull();
    expect(loadConfig({ PAYMENTS: 'false' }).payments).toBeNull();
  });

  it('take Mollie with a key, and refuse to start in production on the fake', () => {
    const config = loadConfig({
      ...production,
      MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
      PAYMENT_METHODS: 'ideal, bancontact,,creditcard',
    });
    expect(config.payments).toMatchObject({
      mollieApiKey: 'live_abcdefghijklmnopqrstuvwxyz',
      mollieApiUrl: 'https://api.mollie.com',
      methods: ['ideal', 'bancontact', 'creditcard'],
    });
    expect(() => loadConfig({ ...production, PAYMENTS: 'true' })).toThrow(
      /PAYMENTS=true in production needs MOLLIE_API_KEY/,
    );
    expect(() => loadConfig({ MOLLIE_API_KEY: 'not-a-key' })).toThrow(/MOLLIE_API_KEY is not valid/);
  });
});
