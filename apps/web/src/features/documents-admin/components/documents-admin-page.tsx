import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentAdmin } from '@selvedge/contracts';
import { IconCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { useDeleteDocument, useDocumentsAdminList } from '../api/documents-admin';
import { DocumentModal, type Editing } from './document-modal';

/** /documents (administration 2): the documents customers see under "Current information". */
export function DocumentsAdminPage() {
  const { t } = useTranslation();
  const query = useDocumentsAdminList();
  const remove = useDeleteDocument();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<DocumentAdmin | null>(null);

  const confirmDelete = () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('contentAdmin.success') }),
      onError: (error) => {
        if (!isAnnouncedGlobally(error))
          notifications.show({ color: 'red', message: errorMessage(t, error) });
      },
    });
  };

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
      cell: (row) => (
        <Anchor
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {row.fileName ?? row.externalUrl ?? row.url}
        </Anchor>
      ),
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
    {
      id: 'actions',
      header: t('contentAdmin.actions'),
      align: 'right',
      isAction: true,
      cell: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('contentAdmin.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('contentAdmin.edit')}: ${row.name}`}
              onClick={() => setEditing({ item: row })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('contentAdmin.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('contentAdmin.delete')}: ${row.name}`}
              onClick={() => setToDelete(row)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
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
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('contentAdmin.documents.deleteTitle')}
        message={t('contentAdmin.areYouSure')}
        confirmLabel={t('contentAdmin.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isDanger
      />
    </>
  );
}
