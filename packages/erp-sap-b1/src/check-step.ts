import type { SapB1FieldNames } from './config.js';

/**
 * One line of `npm run erp:check`. `ok: false` is a problem the portal cannot work around; `warning` (with
 * `ok: true`) something the administrator should read but that does not stop the portal.
 */
export interface CheckStep {
  step: string;
  ok: boolean;
  detail: string;
  warning?: boolean;
}

export interface CheckOptions {
  /** The settings file the field names came from (SAP_B1_SETTINGS_FILE), named in the advice. */
  settingsFile?: string | null;
}

export type Role = keyof SapB1FieldNames;

/** Where the advice says the field names are set. */
export function settingsFileText(options: CheckOptions): string {
  return options.settingsFile
    ? `the settings file ${options.settingsFile} (SAP_B1_SETTINGS_FILE)`
    : 'a settings file named by SAP_B1_SETTINGS_FILE (there is none yet)';
}
