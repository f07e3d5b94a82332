import type { HelpPage, ReorderSourceKind } from '@selvedge/contracts';
import type { ReactNode } from 'react';
import { type Column, DataTable, type DataTableProps } from './data-table';
import { type DocumentLineFields, type DocumentLineRow, useDocumentLineList } from './document-line-list';
import { InfoButton } from './info-button';
import { PageHeader } from './page-header';

type ListPageProps<Row> = DataTableProps<Row> & {
  description?: string;
  /** The help page the info button opens. */
  helpPage: HelpPage;
  /** Buttons before the info button (an "Add" action). */
  actions?: ReactNode;
  /** Between the header and the list (a notice, a card). */
  children?: ReactNode;
};

/**
 * A list screen: its header, titled as the list is named, with the info button, then the list paged on
 * the server.
 */
export function ListPage<Row>({ description, helpPage, actions, children, ...table }: ListPageProps<Row>) {
  return (
    <>
      <PageHeader
        title={table.label}
        description={description}
        actions={
          <>
            {actions}
            <InfoButton page={helpPage} />
          </>
        }
      />
      {children}
      <DataTable {...table} />
    </>
  );
}

type DocumentLinePageProps<Row> = Omit<ListPageProps<Row>, 'columns' | 'rowKey' | 'selection'> & {
  /** The list's document, for its rows' PDFs and for ordering again. */
  kind: ReorderSourceKind;
  fields: DocumentLineFields<Row>;
  /** The list's own columns, between the shared first ones and the PDF. */
  columns: Column<Row>[];
};

/**
 * The order, delivery or invoice line list (foundations 2): the shared first columns (what a customer
 * looks for first comes first and always shows, ADR-022), the list's own, the PDF last, and the selection
 * of lines to download or order again (useDocumentLineList). The query stays the page's own.
 */
export function DocumentLinePage<Row extends DocumentLineRow>({
  kind,
  fields,
  columns,
  ...page
}: DocumentLinePageProps<Row>) {
  const lines = useDocumentLineList<Row>(kind, fields);
  return (
    <ListPage
      {...page}
      columns={[...lines.leadColumns, ...columns, lines.pdfColumn]}
      rowKey={lines.rowKey}
      selection={lines.selection}
    />
  );
}
