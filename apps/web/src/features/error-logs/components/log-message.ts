import { DOCUMENT_KINDS, type DocumentKind, type LogEntryView } from '@selvedge/contracts';
import type { TFunction } from 'i18next';

const isDocumentKind = (value: string | undefined): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value ?? '');

/**
 * A log row's message in the reader's language (D9, D31): worded from the key and values the API read
 * from the stored message; a row of no known form shows its stored text, as written.
 */
export function logMessage(t: TFunction, row: Pick<LogEntryView, 'message' | 'wording'>): string {
  const { wording } = row;
  if (!wording) return row.message;
  const values: Record<string, string> = { ...wording.values };
  if (wording.key === 'pdfFailed') {
    const { kind, id = '' } = values;
    values.document = isDocumentKind(kind) ? t(`documentName.${kind}`, { number: id }) : `${kind} ${id}`;
  }
  if (values.role) values.role = t(`users.roles.${values.role}`, { defaultValue: values.role });
  return t(`errorLogs.messages.${wording.key}`, { ...values, defaultValue: row.message });
}
