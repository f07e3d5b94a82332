import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PDF_ZIP_MAX_DOCUMENTS,
  type PdfZipCheck,
  type PdfZipDocument,
  pdfZipDocumentParam,
} from '@selvedge/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../lib/api-client';
import { errorMessage } from '../lib/errors';
import { IconFileZip, IconX } from './icons';
import type { PdfOf } from './list-columns';
import type { RowSelection } from './row-selection';

interface Selected<Row> {
  document: PdfZipDocument;
  row: Row;
}

/** The address of the zip of these documents (GET /api/documents/pdf-zip), or of its check. */
export function pdfZipUrl(documents: readonly PdfZipDocument[], isCheck = false): string {
  const params = new URLSearchParams();
  for (const document of documents) params.append('doc', pdfZipDocumentParam(document));
  return `/api/documents/pdf-zip${isCheck ? '/check' : ''}?${params.toString()}`;
}

/** Each document once, in the order first selected: the zip holds a document selected by several lines once. */
function documentsOf<Row>(selected: ReadonlyMap<string, Selected<Row>>): PdfZipDocument[] {
  const byDocument = new Map<string, PdfZipDocument>();
  for (const { document } of selected.values()) {
    const key = `${document.kind}:${document.id}`;
    if (!byDocument.has(key)) byDocument.set(key, document);
  }
  return [...byDocument.values()];
}

/**
 * The lists' "Download PDFs": rows selected on any page of the list (kept while the list is open) and
 * a button that downloads their PDFs in one zip. The browser downloads the zip itself from a plain link
 * with the session cookie, to disk, never into this page's memory; the selection is checked first
 * (GET …/check), so that a refusal is a message and the selection stays. `moreActions` draws what else
 * the list does with the selected rows (order them again), given a way to clear the selection.
 */
export function usePdfSelection<Row extends { documentId: number }>(
  rowKey: (row: Row) => string,
  of: (row: Row) => PdfOf,
  moreActions?: (rows: readonly Row[], clear: () => void) => ReactNode,
): RowSelection<Row> {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlyMap<string, Selected<Row>>>(new Map());
  const [isChecking, setIsChecking] = useState(false);
  const documents = documentsOf(selected);
  const isTooMany = documents.length > PDF_ZIP_MAX_DOCUMENTS;

  const download = async () => {
    if (isChecking || documents.length === 0 || isTooMany) return;
    setIsChecking(true);
    try {
      await api.get<PdfZipCheck>(pdfZipUrl(documents, true));
      const link = document.createElement('a');
      link.href = pdfZipUrl(documents);
      // The name is the answer's own (Content-Disposition): "invoices-28-11-2026.zip".
      link.download = '';
      link.rel = 'noopener';
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      // Sign-in and "not allowed" are announced by the app itself.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      notifications.show({
        id: 'pdf-zip-failed',
        color: 'red',
        title: t('pdfZip.failed'),
        message: errorMessage(t, error),
        autoClose: 8_000,
      });
    } finally {
      setIsChecking(false);
    }
  };

  const button = (
    <Button
      variant="light"
      leftSection={<IconFileZip size={18} stroke={1.6} />}
      loading={isChecking}
      disabled={documents.length === 0 || isTooMany}
      onClick={() => void download()}
    >
      {t('pdfZip.download', { count: documents.length })}
    </Button>
  );

  return {
    isSelected: (row) => selected.has(rowKey(row)),
    setSelected: (rows, isSelected) => {
      const next = new Map(selected);
      for (const row of rows) {
        const key = rowKey(row);
        if (!isSelected) next.delete(key);
        else if (!next.has(key)) {
          const { kind, itemCode } = of(row);
          next.set(key, { document: { kind, id: row.documentId, itemCode: itemCode ?? '' }, row });
        }
      }
      setSelected(next);
    },
    labelOf: (row) => {
      const { kind, number } = of(row);
      return t('pdfZip.selectRow', { name: t(`documentName.${kind}`, { number }) });
    },
    pageLabel: t('pdfZip.selectPage'),
    columnLabel: t('pdfZip.select'),
    actions: (
      <Group gap="xs" wrap="wrap">
        {button}
        {moreActions?.(
          [...selected.values()].map((entry) => entry.row),
          () => setSelected(new Map()),
        )}
        {selected.size > 0 ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} />}
            onClick={() => setSelected(new Map())}
          >
            {t('pdfZip.clear')}
          </Button>
        ) : null}
      </Group>
    ),
    notice: isTooMany ? (
      <Text size="sm" c="red.8" role="status">
        {t('pdfZip.tooMany', { max: PDF_ZIP_MAX_DOCUMENTS, count: documents.length })}
      </Text>
    ) : null,
  };
}
