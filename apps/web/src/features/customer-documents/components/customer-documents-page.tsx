import { Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { IconExternalLink, IconFileText, IconFolderOpen } from '../../../components/icons';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { useCustomerDocuments } from '../api/get-customer-documents';

/** /customerDocuments, "Current information": each document opens in a new tab (foundations 2). */
export function CustomerDocumentsPage() {
  const { t } = useTranslation();
  const query = useCustomerDocuments();

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap={0} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Group key={row} p="md" gap="md" wrap="nowrap">
            <Skeleton height={36} width={36} radius="md" />
            <Skeleton height={14} width="40%" />
          </Group>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Stack p="md">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  } else if (query.data.documents.length === 0) {
    body = (
      <EmptyState
        icon={<IconFolderOpen size={28} stroke={1.6} />}
        title={t('list.noRecords')}
        description={t('customerDocuments.emptyText')}
      />
    );
  } else {
    body = (
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('pages.customerDocuments')}
      >
        {query.data.documents.map((document, index) => (
          <li
            key={document.id}
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <UnstyledButton
              component="a"
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              className="selvedge-hoverable"
              display="block"
              p="md"
              aria-label={t('customerDocuments.open', {
                name: [document.name, document.type].filter(Boolean).join(' '),
              })}
            >
              <Group gap="md" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <IconFileText size={22} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  {/* The administrator's own words for the document and its type: data, not translated. */}
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
                    {document.name}
                  </Text>{' '}
                  {document.type ? (
                    <Badge variant="light" color="gray" radius="sm" tt="none" w="fit-content" translate="no">
                      {document.type}
                    </Badge>
                  ) : null}
                </Stack>
                <IconExternalLink size={18} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pages.customerDocuments')}
        description={t('customerDocuments.subtitle')}
        actions={<InfoButton page="Documents" />}
      />
      <Paper withBorder radius="md" maw={840}>
        {body}
      </Paper>
    </>
  );
}
