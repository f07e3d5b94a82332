import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language, Statement, StatementCurrency } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDescription } from '../../../components/cells';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { IconAlertTriangle, IconFileTypePdf, IconReportMoney } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { daysLateColor, isOverdue } from '../../../lib/days-late';
import { errorMessage } from '../../../lib/errors';
import { formatAmount, formatDate } from '../../../lib/format';
import { isLanguage, nativeNames, uiLanguages } from '../../../lib/language';
import { useShowPrice } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { downloadStatementPdf } from '../api/download-statement-pdf';
import { useStatement } from '../api/get-statement';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * /statement: the statement of account, the figures of its PDF on screen: per currency the balance and
 * its overdue part, the open items and the payments of the last 90 days, with the PDF in the customer's
 * language (or another chosen) to download.
 */
export function StatementPage() {
  const { t } = useTranslation();
  const query = useStatement();
  const statement = query.data;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={90} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (statement) {
    body = <StatementBody statement={statement} />;
  }

  return (
    <>
      <PageHeader
        title={t('statement.title')}
        description={t('statement.subtitle')}
        actions={statement ? <PdfDownload defaultLanguage={statement.customer.language} /> : undefined}
      />
      {body}
    </>
  );
}

/** The PDF's language (the customer's own first) and its download; a failure is a notification. */
function PdfDownload({ defaultLanguage }: { defaultLanguage: Language }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [language, setLanguage] = useState<Language>(defaultLanguage);
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadStatementPdf(language);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      notifications.show({
        id: 'statement-pdf-failed',
        color: 'red',
        title: t('statement.pdfFailed'),
        message: errorMessage(t, error),
        autoClose: 8_000,
      });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap={isPhone ? 'wrap' : 'nowrap'} justify="flex-end">
      <NativeSelect
        size="sm"
        label={t('statement.pdfLanguage')}
        value={language}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLanguage(value)) setLanguage(value);
        }}
        data={uiLanguages.map((code) => ({ value: code, label: nativeNames[code] }))}
      />
      <Button
        variant="light"
        color="red"
        leftSection={<IconFileTypePdf size={18} stroke={1.6} />}
        loading={isDownloading}
        onClick={() => void download()}
      >
        {t('statement.downloadPdf')}
      </Button>
    </Group>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  return (
    <Stack gap="lg" maw={1100}>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={2}>
            <Text fw={700} translate="no">
              {statement.customer.name}
            </Text>
            {statement.customer.address.map((line) => (
              <Text key={line} size="sm" translate="no">
                {line}
              </Text>
            ))}
          </Stack>
          <Stack gap={4}>
            <Fact label={t('statement.customerNumber')} value={statement.customer.code} />
            <Fact label={t('statement.statementDate')} value={formatDate(statement.date)} />
          </Stack>
        </SimpleGrid>
      </Paper>
      {statement.paymentsAvailable ? null : (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
          {t('statement.paymentsUnavailable')}
        </Alert>
      )}
      {showPrice ? null : (
        <Alert color="gray" role="status">
          {t('statement.pricesHidden')}
        </Alert>
      )}
      {statement.currencies.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconReportMoney size={28} stroke={1.6} />}
            title={t('statement.nothingOpen')}
            description={t('statement.nothingOpenText')}
          />
        </Paper>
      ) : (
        statement.currencies.map((block) => (
          <CurrencyBlock key={block.currency} block={block} statement={statement} showPrice={showPrice} />
        ))
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={tabular}>
        {value}
      </Text>
    </Group>
  );
}

function CurrencyBlock({
  block,
  statement,
  showPrice,
}: {
  block: StatementCurrency;
  statement: Statement;
  showPrice: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatAmount(amount, block.currency);
  const headingId = `statement-${block.currency}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {t('statement.currency', { currency: block.currency })}
        </Title>
        {showPrice ? (
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              {t('statement.balance')}
            </Text>
            <Text fz="xl" fw={700} style={tabular} data-testid={`balance-${block.currency}`}>
              {money(block.balance)}
            </Text>
            {block.overdue !== 0 ? (
              <Text size="sm" c="red.8" fw={600} style={tabular}>
                {t('statement.overdue', { amount: money(block.overdue) })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Group>
      <Title order={3} fz="md" mb="xs">
        {t('statement.openItems')}
      </Title>
      {block.openItems.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('statement.noOpenItems')}
        </Text>
      ) : (
        <OpenItemsTable block={block} showPrice={showPrice} money={money} />
      )}
      <Title order={3} fz="md" mt="lg" mb="xs">
        {t('statement.payments', { date: formatDate(statement.paymentsFrom) })}
      </Title>
      {block.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {statement.paymentsAvailable ? t('statement.noPayments') : t('statement.paymentsUnavailableShort')}
        </Text>
      ) : (
        <PaymentsTable block={block} showPrice={showPrice} money={money} t={t} />
      )}
    </Paper>
  );
}

function OpenItemsTable({
  block,
  showPrice,
  money,
}: {
  block: StatementCurrency;
  showPrice: boolean;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (useIsPhone()) {
    return (
      <PhoneRows
        rows={block.openItems.map((item) => ({
          key: `${item.kind}-${item.documentId}`,
          title: (
            <DocumentDescription kind={item.kind} number={item.documentNumber} reference={item.reference} />
          ),
          amount: showPrice ? money(item.openAmount) : null,
          detail: [
            `${t('statement.columns.dueDate')} ${formatDate(item.dueDate)}`,
            item.daysLate > 0 ? `${t('statement.columns.daysOverdue')} ${item.daysLate}` : null,
          ],
          isLate: item.daysLate > 0,
        }))}
      />
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('statement.columns.document')}</Table.Th>
          <Table.Th>{t('statement.columns.date')}</Table.Th>
          <Table.Th>{t('statement.columns.dueDate')}</Table.Th>
          <Table.Th ta="right">{t('statement.columns.daysOverdue')}</Table.Th>
          {showPrice ? <Table.Th ta="right">{t('statement.columns.amount')}</Table.Th> : null}
          {showPrice ? <Table.Th ta="right">{t('statement.columns.open')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {block.openItems.map((item) => (
          <Table.Tr key={`${item.kind}-${item.documentId}`}>
            <Table.Td>
              <DocumentDescription kind={item.kind} number={item.documentNumber} reference={item.reference} />
            </Table.Td>
            <Table.Td style={tabular}>{formatDate(item.date)}</Table.Td>
            <Table.Td style={tabular}>{formatDate(item.dueDate)}</Table.Td>
            <Table.Td
              ta="right"
              c={daysLateColor(item.daysLate)}
              fw={isOverdue(item.daysLate) ? 700 : undefined}
            >
              {item.daysLate > 0 ? item.daysLate : ''}
            </Table.Td>
            {showPrice ? (
              <Table.Td ta="right" style={tabular}>
                {money(item.amount)}
              </Table.Td>
            ) : null}
            {showPrice ? (
              <Table.Td ta="right" style={tabular} fw={600} c={item.openAmount < 0 ? 'teal.8' : undefined}>
                {money(item.openAmount)}
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PaymentsTable({
  block,
  showPrice,
  money,
  t,
}: {
  block: StatementCurrency;
  showPrice: boolean;
  money: (amount: number) => string;
  t: TFunction;
}) {
  if (useIsPhone()) {
    return (
      <PhoneRows
        rows={block.payments.map((payment) => ({
          key: String(payment.number),
          title: `${t('statement.columns.payment')} ${payment.number}`,
          amount: showPrice ? money(payment.amount) : null,
          detail: [
            formatDate(payment.date),
            `${t('statement.columns.settles')} ${payment.documentNumbers.join(', ')}`,
          ],
          isLate: false,
        }))}
      />
    );
  }
  return (
    <Table striped verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('statement.columns.payment')}</Table.Th>
          <Table.Th>{t('statement.columns.date')}</Table.Th>
          <Table.Th>{t('statement.columns.settles')}</Table.Th>
          {showPrice ? <Table.Th ta="right">{t('statement.columns.amount')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {block.payments.map((payment) => (
          <Table.Tr key={payment.number}>
            <Table.Td style={tabular}>{payment.number}</Table.Td>
            <Table.Td style={tabular}>{formatDate(payment.date)}</Table.Td>
            <Table.Td style={tabular}>{payment.documentNumbers.join(', ')}</Table.Td>
            {showPrice ? (
              <Table.Td ta="right" style={tabular}>
                {money(payment.amount)}
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface PhoneRow {
  key: string;
  title: ReactNode;
  amount: string | null;
  detail: Array<string | null>;
  isLate: boolean;
}

/** A phone shows each line as two: what it is and its amount, then its dates (no table to scroll sideways). */
function PhoneRows({ rows }: { rows: PhoneRow[] }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <li
          key={row.key}
          style={{
            padding: '8px 0',
            borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined,
          }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Text size="sm" fw={500} style={{ minWidth: 0 }}>
              {row.title}
            </Text>
            {row.amount ? (
              <Text size="sm" fw={600} style={{ ...tabular, whiteSpace: 'nowrap' }}>
                {row.amount}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c={row.isLate ? 'red.8' : 'dimmed'} style={tabular}>
            {row.detail.filter(Boolean).join(' · ')}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
