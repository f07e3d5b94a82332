import type { DeliveryLine } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { batchColumn, lineReferenceColumns, orderTypeColumn } from '../../../components/list-columns';
import { DocumentLinePage } from '../../../components/list-page';
import { TrackAndTraceButton } from '../../../components/track-and-trace-button';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
import { useDeliveryLines } from '../api/get-delivery-lines';

/** /deliveries: the delivery lines of foundations 2 "Deliveries", with track and trace. */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const { page, search } = useListParams();
  const query = useDeliveryLines({ page, search });
  const columns: Column<DeliveryLine>[] = [
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
  ];

  return (
    <DocumentLinePage
      kind="delivery"
      fields={{
        number: 'deliveryNumber',
        date: 'sentDate',
        to: (row) => `/delivery-detail/${row.documentId}`,
      }}
      label={t('pages.deliveries')}
      description={t('deliveries.subtitle')}
      helpPage="Deliveries"
      columns={columns}
      query={query}
      columnsKey="deliveries"
    />
  );
}
