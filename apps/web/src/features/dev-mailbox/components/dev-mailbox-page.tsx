import {
  Alert,
  Anchor,
  Badge,
  CloseButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { MailMessage } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { IconInbox, IconInfoCircle, IconSearch } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useMailbox } from '../api/get-mailbox';
import { MailText } from './mail-text';

/** /dev/mailbox: every e-mail the portal sent while no SMTP server is configured (Administrator). */
export function DevMailboxPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const recipient = searchParams.get('to') ?? '';
  const [draft, setDraft] = useState(recipient);
  const mailbox = useMailbox(recipient);
  const [openMessage, setOpenMessage] = useState<MailMessage | null>(null);

  // The filter sits in the address, so a filtered view can be shared and survives a reload.
  const applyFilter = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value.trim()) next.set('to', value.trim());
    else next.delete('to');
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('pages.devMailbox')} description={t('devMailbox.subtitle')} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} mb="md">
        {t('devMailbox.notice')}
      </Alert>
      <Paper withBorder radius="md">
        <Group p="md" justify="space-between" gap="sm">
          <TextInput
            label={t('devMailbox.filterLabel')}
            placeholder={t('devMailbox.filterPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyFilter(draft);
            }}
            rightSection={
              draft ? (
                <CloseButton
                  size="sm"
                  aria-label={t('common.clear')}
                  onClick={() => {
                    setDraft('');
                    applyFilter('');
                  }}
                />
              ) : null
            }
            w={{ base: '100%', sm: 360 }}
          />
          {mailbox.data ? (
            <Badge variant="light" size="lg">
              {t('devMailbox.count', { total: mailbox.data.messages.length })}
            </Badge>
          ) : null}
        </Group>
        {mailbox.isPending ? (
          <Stack p="md" gap="sm" aria-busy="true">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Stack>
        ) : mailbox.isError ? (
          <Stack p="md">
            <ErrorState error={mailbox.error} onRetry={() => void mailbox.refetch()} />
          </Stack>
        ) : mailbox.data.messages.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={28} stroke={1.6} />}
            title={t('devMailbox.empty')}
            description={recipient ? t('devMailbox.emptyFiltered', { recipient }) : t('devMailbox.emptyText')}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devMailbox.to')}</Table.Th>
                  <Table.Th>{t('devMailbox.subject')}</Table.Th>
                  <Table.Th w={170}>{t('devMailbox.sentAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mailbox.data.messages.map((message) => (
                  <Table.Tr
                    key={message.id}
                    onClick={() => setOpenMessage(message)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      <Text size="sm">{message.to.join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component="button" type="button" size="sm" fw={600} ta="left">
                        {message.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDateTime(message.sentAt)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Modal
        opened={openMessage !== null}
        onClose={() => setOpenMessage(null)}
        title={<Text fw={700}>{openMessage?.subject}</Text>}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {openMessage ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('devMailbox.meta', {
                to: openMessage.to.join(', '),
                sentAt: formatDateTime(openMessage.sentAt),
              })}
            </Text>
            <Paper withBorder p="md" radius="md" bg="gray.0">
              <MailText text={openMessage.text} />
            </Paper>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
