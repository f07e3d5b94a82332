import { Button, Text } from '@mantine/core';
import type { DocumentAdmin } from '@selvedge/contracts';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { LinkCell } from '../../../components/link-cell';
import { PageHeader } from '../../../components/page-header';
import { actionsColumn, RowActions } from '../../../components/row-actions';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useDeleteDocument, useDocumentsAdminList } from '../api/documents-admin';
import { DocumentModal, type Editing } from './document-modal';

/** /documents (administration 2): the documents customers see under "Current information". */
export function DocumentsAdminPage() {
  const { t } = useTranslation();
  const query = useDocumentsAdminList();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmedDelete<DocumentAdmin>({
    remove: useDeleteDocument(),
    title: t('contentAdmin.documents.deleteTitle'),
  });

  const columns: Column<DocumentAdmin>[] = [
    {
      id: 'name',
      header: t('contentAdmin.documents.name'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    { id: 'type', header: t('contentAdmin.documents.type'), cell: (row) => row.documentType ?? '–' },
    {
      id: 'source',
      header: t('contentAdmin.documents.fileOrUrl'),
      isWrapping: true,
      cell: (row) => <LinkCell href={row.url} label={row.fileName ?? row.externalUrl ?? row.url} />,
    },
    {
      id: 'customers',
      header: t('contentAdmin.documents.customerCodes'),
      isWrapping: true,
      cell: (row) => (row.customerCodes.length ? row.customerCodes.join(', ') : '–'),
    },
    {
      id: 'groups',
      header: t('contentAdmin.customerGroups'),
      isWrapping: true,
      cell: (row) =>
        row.customerGroupCodes.length ? row.customerGroupCodes.join(', ') : t('contentAdmin.allGroups'),
    },
    {
      id: 'browser',
      header: t('contentAdmin.documents.openInBrowserShort'),
      align: 'center',
      cell: (row) =>
        row.openInBrowser ? (
          <IconCheck size={16} aria-label={t('common.on')} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('common.off')}
          </Text>
        ),
    },
    actionsColumn(t('contentAdmin.actions'), (row) => (
      <RowActions
        name={row.name}
        onEdit={() => setEditing({ item: row })}
        onDelete={() => deletion.ask(row)}
      />
    )),
  ];

  const title = t('pages.documents');
  return (
    <>
      <PageHeader
        title={title}
        description={t('contentAdmin.documents.hint')}
        actions={
          <>
            <InfoButton page="Documents" />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })}>
              {t('contentAdmin.documents.add')}
            </Button>
          </>
        }
      />
      <DataTable
        label={title}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        hasSearch={false}
        skeletonRows={5}
      />
      <DocumentModal editing={editing} onClose={() => setEditing(null)} />
      {deletion.dialog}
    </>
  );
}
