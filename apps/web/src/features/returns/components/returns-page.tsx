import { Button } from '@mantine/core';
import type { ReturnLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/cells';
import type { Column } from '../../../components/data-table';
import { IconPlus } from '../../../components/icons';
import {
  asLead,
  collectionColumn,
  documentLinkColumn,
  itemColumn,
  type PdfOf,
  pdfColumn,
  quantityColumn,
  referenceColumn,
} from '../../../components/list-columns';
import { ListPage } from '../../../components/list-page';
import { usePdfSelection } from '../../../components/pdf-selection';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
import { useReturnLines } from '../api/get-return-lines';
import { ReturnRequestAlert } from './return-request-alert';

/** /returns: the customer's return requests (foundations 2 "Returns", D20). */
export function ReturnsPage() {
  const { t } = useTranslation();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useReturnLines({ page, search });

  // The row's PDF, and its place in a download of several (components/pdf-selection.tsx).

  const pdfOf = (row: ReturnLine): PdfOf => ({ kind: 'returnRequest', number: row.returnNumber });

  const rowKey = (row: ReturnLine) => `${row.documentId}-${row.lineNumber}`;

  const pdfs = usePdfSelection(rowKey, pdfOf);

  const columns: Column<ReturnLine>[] = [
    asLead(
      documentLinkColumn({
        id: 'returnNumber',
        header: t('columns.returnNumber'),
        to: (row) => `/return-detail/${row.documentId}`,
        number: (row) => row.returnNumber,
        state: returnState,
      }),
    ),
    {
      id: 'pickUpDate',
      header: t('columns.pickUpDate'),
      isAlwaysShown: true,
      text: (row) => formatDate(row.pickUpDate),
    },
    itemColumn(t),
    quantityColumn(t),
    // A return's reference is its line's own, not the document's.
    referenceColumn(t, t('columns.referenceLine')),
    collectionColumn(t),
    { id: 'status', header: t('columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
    pdfColumn(t, pdfOf),
  ];

  return (
    <ListPage
      label={t('pages.returns')}
      description={t('returns.subtitle')}
      helpPage="Returns"
      actions={
        <Button component={Link} to="/add-returns" leftSection={<IconPlus size={18} />}>
          {t('returns.add')}
        </Button>
      }
      columns={columns}
      rowKey={rowKey}
      selection={pdfs}
      query={query}
      columnsKey="returns"
    >
      <ReturnRequestAlert />
    </ListPage>
  );
}
