import { Anchor, Button } from '@mantine/core';
import type { ReturnLine } from '@selvedge/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity, ItemCell, OrDash, StatusBadge } from '../../../components/cells';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { PdfButton } from '../../../components/pdf-button';
import { useListParams, useReturnState } from '../../../components/use-list-params';
import { formatDate } from '../../../lib/format';
import { useReturnLines } from '../api/get-return-lines';

/** /returns: the customer's return requests (foundations 2 "Returns", D20). */
export function ReturnsPage() {
  const { t } = useTranslation();
  const { page, search } = useListParams();
  const returnState = useReturnState();
  const query = useReturnLines({ page, search });

  const columns: Column<ReturnLine>[] = [
    {
      id: 'returnNumber',
      header: t('columns.returnNumber'),
      isPrimary: true,
      sticky: 'start',
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/return-detail/${row.documentId}`}
          state={returnState}
          fw={600}
          size="sm"
        >
          {row.returnNumber}
        </Anchor>
      ),
    },
    {
      id: 'item',
      header: t('columns.itemCode'),
      cell: (row) => <ItemCell code={row.itemCode} description={row.description} />,
    },
    {
      id: 'collection',
      isWrapping: true,
      header: t('columns.collection'),
      cell: (row) => <OrDash value={row.collection} />,
    },
    {
      id: 'quantity',
      header: t('columns.quantity'),
      align: 'right',
      cell: (row) => formatQuantity(row.quantity, row.unit),
    },
    {
      id: 'reference',
      header: t('columns.referenceLine'),
      cell: (row) => <OrDash value={row.reference} />,
    },
    {
      id: 'pickUpDate',
      header: t('columns.pickUpDate'),
      cell: (row) => <OrDash value={formatDate(row.pickUpDate)} />,
    },
    { id: 'status', header: t('columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      id: 'pdf',
      header: t('columns.pdf'),
      align: 'center',
      isAction: true,
      sticky: 'end',
      cell: (row) => (
        <PdfButton
          kind="returnRequest"
          id={row.documentId}
          name={t('documentName.returnRequest', { number: row.returnNumber })}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.returns')}
        description={t('returns.subtitle')}
        actions={
          <>
            <Button component={Link} to="/add-returns" leftSection={<IconPlus size={18} />}>
              {t('returns.add')}
            </Button>
            <InfoButton page="Returns" />
          </>
        }
      />
      <DataTable
        label={t('pages.returns')}
        columns={columns}
        rowKey={(row) => `${row.documentId}-${row.lineNumber}`}
        query={query}
      />
    </>
  );
}
