import { Button } from '@mantine/core';
import type { HelpPage } from '@selvedge/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, type DataTableProps } from './data-table';
import { IconPlus } from './icons';
import { InfoButton } from './info-button';
import { PageHeader } from './page-header';
import { rowActionsColumn } from './row-actions';
import { type DeleteMutation, useConfirmedDelete } from './use-confirmed-delete';

type AdminListPageProps<Row> = Pick<DataTableProps<Row>, 'columns' | 'query' | 'skeletonRows'> & {
  title: string;
  description: string;
  /** The help page the info button opens; none, no info button. */
  helpPage?: HelpPage;
  /** The add button's text and what it opens; none on a list that takes no new rows. */
  add?: { label: string; onClick: () => void };
  /** Between the header and the list (a choice of what the list shows). */
  controls?: ReactNode;
  /** The page's modal or slide-in, and its delete question. */
  children: ReactNode;
};

/**
 * A content-administration list (administration 2): its header with the info button and the add
 * button, the whole list on one page without a search, then the form and the delete question it opens.
 */
export function AdminListPage<Row extends { id: string }>({
  title,
  description,
  helpPage,
  add,
  controls,
  children,
  ...table
}: AdminListPageProps<Row>) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          helpPage || add ? (
            <>
              {helpPage ? <InfoButton page={helpPage} /> : null}
              {add ? (
                <Button leftSection={<IconPlus size={16} />} onClick={add.onClick}>
                  {add.label}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {controls}
      <DataTable label={title} rowKey={(row) => row.id} hasSearch={false} {...table} />
      {children}
    </>
  );
}

/** The row a content form is open on: null while closed, `{ item: null }` for a new one. */
export type AdminEditing<Row> = { item: Row | null } | null;

/**
 * What a content-administration list does with its rows: the add and edit form (`editing`, `add`,
 * `close`), the actions column with a row's edit and delete buttons named after it, and the delete
 * question (`dialog`, rendered once on the page).
 */
export function useAdminRows<Row extends { id: string }>({
  remove,
  deleteTitle,
  nameOf,
}: {
  remove: DeleteMutation;
  deleteTitle: string;
  nameOf: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminEditing<Row>>(null);
  const deletion = useConfirmedDelete<Row>({ remove, title: deleteTitle });
  const actionsColumn: Column<Row> = rowActionsColumn(t('contentAdmin.actions'), (row) => ({
    name: nameOf(row),
    onEdit: () => setEditing({ item: row }),
    onDelete: () => deletion.ask(row),
  }));
  return {
    editing,
    add: () => setEditing({ item: null }),
    close: () => setEditing(null),
    actionsColumn,
    dialog: deletion.dialog,
  };
}
