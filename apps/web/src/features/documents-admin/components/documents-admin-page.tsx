import { Text } from '@mantine/core';
import type { DocumentAdmin } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminRows } from '../../../components/admin-list-page';
import type { Column } from '../../../components/data-table';
import { IconCheck } from '../../../components/icons';
import { LinkCell } from '../../../components/link-cell';
import { useDeleteDocument, useDocumentsAdminList } from '../api/documents-admin';
import { DocumentModal } from './document-modal';

/** /documents (administration 2): the documents customers see under "Current information". */
export function DocumentsAdminPage() {
  const { t } = useTranslation();
  const query = useDocumentsAdminList();
  const rows = useAdminRows<DocumentAdmin>({
    remove: useDeleteDocument(),
    deleteTitle: t('contentAdmin.documents.deleteTitle'),
    nameOf: (row) => row.name,
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
    rows.actionsColumn,
  ];

  return (
    <AdminListPage
      title={t('pages.documents')}
      description={t('contentAdmin.documents.hint')}
      helpPage="Documents"
      add={{ label: t('contentAdmin.documents.add'), onClick: rows.add }}
      columns={columns}
      query={query}
      skeletonRows={5}
    >
      <DocumentModal editing={rows.editing} onClose={rows.close} />
      {rows.dialog}
    </AdminListPage>
  );
}
