import type { DeliveryLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import {
  batchColumn,
  documentLineColumns,
  lineReferenceColumns,
  orderTypeColumn,
  type PdfOf,
  pdfColumn,
} from '../../../components/list-columns';
import { ListPage } from '../../../components/list-page';
import { usePdfSelection } from '../../../components/pdf-selection';
import { orderAgainAction } from '../../../components/reorder-selection';
import { TrackAndTraceButton } from '../../../components/track-and-trace-button';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
import { useShowPrice } from '../../../lib/session';
import { useDeliveryLines } from '../api/get-delivery-lines';

/** /deliveries: the delivery lines of foundations 2 "Deliveries", with track and trace. */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useDeliveryLines({ page, search });
  // The row's PDF, and its place in a download of several (components/pdf-selection.tsx).
  const pdfOf = (row: DeliveryLine): PdfOf => ({
    kind: 'delivery',
    number: row.deliveryNumber,

    // What a customer looks for first comes first and always shows (ADR-022); the others follow.
    itemCode: row.itemCode,
  });
  const rowKey = (row: DeliveryLine) => `${row.documentId}-${row.lineNumber}`;
  // Order again (docs/reorder.md) from the same selection, for a user who may order.
  const pdfs = usePdfSelection(rowKey, pdfOf, orderAgainAction<DeliveryLine>('delivery'));
  const columns: Column<DeliveryLine>[] = [
    ...documentLineColumns<DeliveryLine>(t, {
      number: 'deliveryNumber',
      date: 'sentDate',
      to: (row) => `/delivery-detail/${row.documentId}`,
      state: returnState,
      showPrice,
    }),
    ...lineReferenceColumns(t),
    {
      id: 'orderNumber',
      header: t('columns.orderNumber'),
      text: (row) => row.orderNumber,
    },
    {
      id: 'orderDate',
      header: t('columns.orderDate'),
      text: (row) => formatDate(row.orderDate),
    },
    batchColumn(t),
    orderTypeColumn(t),
    {
      id: 'trackAndTrace',
      header: t('columns.trackAndTrace'),
      align: 'center',
      isAction: true,
      sticky: 'end',
      cell: (row) => (
        <TrackAndTraceButton
          links={row.trackAndTrace}
          name={t('documentName.delivery', { number: row.deliveryNumber })}
        />
      ),
    },
    pdfColumn(t, pdfOf),
  ];

  return (
    <ListPage
      label={t('pages.deliveries')}
      description={t('deliveries.subtitle')}
      helpPage="Deliveries"
      columns={columns}
      rowKey={rowKey}
      selection={pdfs}
      query={query}
      columnsKey="deliveries"
    />
  );
}
