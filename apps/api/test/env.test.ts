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
