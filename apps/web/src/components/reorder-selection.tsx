import { Button, Text } from '@mantine/core';
import type { ReorderSourceKind } from '@selvedge/contracts';
import { REORDER_DOCUMENTS_MAX, REORDER_LINES_MAX } from '@selvedge/contracts/reorder-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPlaceOrders } from '../lib/order-rights';
import { listReorder, type SelectedDocumentLine } from '../lib/reorder-lines';
import { useOptionalSession } from '../lib/session';
import { IconRepeat } from './icons';
import { preloadReorderDialog, ReorderDialog } from './reorder-dialog';
import type { ReorderSource } from './reorder-modal';

/**
 * A list's "Order again (n)" (docs/reorder.md): the selected lines of orders, deliveries or invoices,
 * possibly of several documents, in the detail's reorder dialog. Only for a user who may order (the
 * server checks it too); a credit note's rows are not counted, and a selection that cannot be ordered
 * again says why. Once the lines went in, `onAdded` clears the list's selection.
 */
export function OrderAgainButton({
  kind,
  lines,
  onAdded,
}: {
  /** The list's kind of document (the invoices list's credit notes are left out). */
  kind: ReorderSourceKind;
  lines: readonly SelectedDocumentLine[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const session = useOptionalSession();
  const [source, setSource] = useState<ReorderSource | null>(null);
  const noteId = useId();
  if (!session || !canPlaceOrders(session.user)) return null;

  const selection = listReorder(lines);
  const reason = selection.problem
    ? t(`reorder.cannot.${selection.problem}`, { lines: REORDER_LINES_MAX, documents: REORDER_DOCUMENTS_MAX })
    : null;
  const note =
    reason ?? (selection.skipped > 0 ? t('reorder.creditNotesLeftOut', { count: selection.skipped }) : null);
  const open = () =>
    setSource({
      title: t('reorder.selectionTitle', {
        lines: t('reorder.lineCount', { count: selection.lineCount }),
        documents: t(`reorder.documentCount.${kind}`, { count: selection.sources.length }),
      }),
      sources: selection.sources,
    });

  // The dialog stays while the cleared selection hides the button: it shows what went in.
  return (
    <>
      {lines.length > 0 ? (
        <>
          <Button
            variant="light"
            leftSection={<IconRepeat size={18} stroke={1.6} aria-hidden />}
            disabled={reason !== null}
            aria-describedby={note ? noteId : undefined}
            onPointerEnter={preloadReorderDialog}
            onFocus={preloadReorderDialog}
            onClick={open}
          >
            {t('reorder.orderAgainCount', { count: selection.lineCount })}
          </Button>
          {note ? (
            <Text id={noteId} size="sm" c="dimmed">
              {note}
            </Text>
          ) : null}
        </>
      ) : null}
      <ReorderDialog source={source} onClose={() => setSource(null)} onAdded={onAdded} />
    </>
  );
}

/** A row of the orders, deliveries or invoices list; an invoices row says whether it is a credit note. */
interface ListLine {
  documentId: number;
  lineNumber: number;
  kind?: 'invoice' | 'creditNote';
}

/** The list's selection action (usePdfSelection's `moreActions`): "Order again (n)" for its rows. */
export function orderAgainAction<Row extends ListLine>(kind: ReorderSourceKind) {
  return (rows: readonly Row[], clear: () => void) => (
    <OrderAgainButton
      kind={kind}
      lines={rows.map((row) => ({
        kind: row.kind ?? kind,
        documentId: row.documentId,
        lineNumber: row.lineNumber,
      }))}
      onAdded={clear}
    />
  );
}
