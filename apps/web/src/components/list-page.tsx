import type { HelpPage } from '@selvedge/contracts';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
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
