import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DocumentDetail, DocumentDetailLine, HelpPage } from '@selvedge/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatQuantity, ItemCell, OrDash, OrderTypeBadge, StatusBadge } from '../../../components/cells';
import { type Column, RowsView } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FavouriteStar } from '../../../components/favourite-star';
import { IconArrowLeft, IconFileOff, IconPhotoOff, IconRepeat } from '../../../components/icons';
import { InfoButton } from '../../../components/info-button';
import { AddressText, InfoCard } from '../../../components/info-card';
import { PageHeader } from '../../../components/page-header';
import { PdfButton } from '../../../components/pdf-button';
import { preloadReorderDialog, ReorderDialog } from '../../../components/reorder-dialog';
import type { ReorderSource } from '../../../components/reorder-modal';
import { TrackAndTraceButton } from '../../../components/track-and-trace-button';
import { useBackTo } from '../../../components/use-list-params';
import { isApiError } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useSession, useShowPrice } from '../../../lib/session';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { type DetailKind, useDocumentDetail } from '../api/get-document-detail';

/** The four detail routes; an invoice route shows a credit note with ?kind=creditNote (D19). */
export type DetailRoute = 'order' | 'delivery' | 'invoice' | 'return';

const listOf: Record<DetailRoute, { path: string; titleKey: string; helpPage: HelpPage }> = {
  order: { path: '/orders', titleKey: 'orders', helpPage: 'Orders' },
  delivery: { path: '/deliveries', titleKey: 'deliveries', helpPage: 'Deliveries' },
  invoice: { path: '/salesinvoices', titleKey: 'salesInvoices', helpPage: 'Salesinvoices' },
  return: { path: '/returns', titleKey: 'returns', helpPage: 'Returns' },
};

function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The read-only detail of an order, delivery, invoice, credit note or return (foundations 2): the
 * header with its addresses, the lines, the totals when prices are shown, the PDF.
 */
export function DocumentDetailPage({ route }: { route: DetailRoute }) {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = readId(route === 'order' ? params.orderId : params.id);
  const kind: DetailKind =
    route === 'invoice' && searchParams.get('kind') === 'creditNote' ? 'creditNote' : route;
  const query = useDeferredQuery(useDocumentDetail(kind, id));
  const list = listOf[route];
  const backTo = useBackTo(list.path);

  const back = (
    <Anchor component={Link} to={backTo} size="sm" fw={600} mb="sm" display="inline-block">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.backTo', { list: t(`pages.${list.titleKey}`) })}
      </Group>
    </Anchor>
  );

  const isNotFound = id === null || (isApiError(query.error) && query.error.status === 404);
  if (isNotFound) {
    return (
      <>
        {back}
        <PageHeader title={t(`detail.kind.${kind}`)} />
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconFileOff size={28} stroke={1.6} />}
            title={t('detail.notFound')}
            description={t('detail.notFoundText')}
          />
        </Paper>
      </>
    );
  }

  if (query.isPending) {
    return (
      <>
        {back}
        <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={36} width={280} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Skeleton height={170} radius="md" />
            <Skeleton height={170} radius="md" />
            <Skeleton height={170} radius="md" />
          </SimpleGrid>
          <Skeleton height={260} radius="md" />
        </Stack>
      </>
    );
  }

  if (query.isError) {
    return (
      <>
        {back}
        <PageHeader title={t(`detail.kind.${kind}`)} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }

  return <DetailView detail={query.data} back={back} helpPage={list.helpPage} />;
}

function DetailView({
  detail,
  back,
  helpPage,
}: {
  detail: DocumentDetail;
  back: ReactNode;
  helpPage: HelpPage;
}) {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const name = t(`documentName.${detail.kind}`, { number: detail.number });
  const isDelivery = detail.kind === 'delivery';
  const isInvoice = detail.kind === 'invoice' || detail.kind === 'creditNote';
  const isOrder = detail.kind === 'order';
  const session = useSession();
  // docs/reorder.md: an order, delivery or invoice of a user who may order (the server checks it too).
  const reorderKind =
    detail.kind === 'order' || detail.kind === 'delivery' || detail.kind === 'invoice' ? detail.kind : null;
  const canReorder = reorderKind !== null && session.data?.user.canCreateOrder === true;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reorderSource, setReorderSource] = useState<ReorderSource | null>(null);
  const openReorder = (lineNumbers: number[] | undefined) => {
    if (!reorderKind) return;
    setReorderSource({
      title: t('reorder.title', { document: name }),
      sources: [{ kind: reorderKind, documentId: detail.id, ...(lineNumbers ? { lineNumbers } : {}) }],
    });
  };
  const selection = canReorder
    ? {
        selected,
        toggle: (lineNumber: number, isOn: boolean) => {
          const next = new Set(selected);
          if (isOn) next.add(lineNumber);
          else next.delete(lineNumber);
          setSelected(next);
        },
      }
    : null;

  return (
    <>
      {back}
      <ReorderDialog source={reorderSource} onClose={() => setReorderSource(null)} />
      <PageHeader
        title={name}
        description={t('detail.dated', { date: formatDate(detail.date) })}
        actions={
          <>
            {canReorder && detail.lines.length > 0 ? (
              <Button
                variant="light"
                leftSection={<IconRepeat size={16} aria-hidden />}
                onPointerEnter={preloadReorderDialog}
                onFocus={preloadReorderDialog}
                onClick={() => openReorder(undefined)}
              >
                {t('reorder.orderAgain')}
              </Button>
            ) : null}
            {isDelivery ? (
              <Box visibleFrom="sm">
                <TrackAndTraceButton links={detail.trackAndTrace} name={name} variant="button" />
              </Box>
            ) : null}
            <PdfButton kind={detail.kind} id={detail.id} name={name} size="lg" />
            <InfoButton page={helpPage} />
          </>
        }
      />
      {isDelivery ? (
        <Box hiddenFrom="sm" mb="md">
          <TrackAndTraceButton links={detail.trackAndTrace} name={name} variant="button" />
        </Box>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mb="lg">
        <InfoCard title={t('detail.summary')}>
          <Facts
            facts={[
              [t('detail.reference'), <OrDash key="r" value={detail.reference} />],
              [
                t('detail.businessPartner'),
                <span key="bp">
                  {detail.customerName}{' '}
                  <Text span c="dimmed" size="sm">
                    ({detail.customerCode})
                  </Text>
                </span>,
              ],
              [t('detail.contactPerson'), <OrDash key="cp" value={detail.contactPerson} />],
              [t('columns.orderType'), <OrderTypeBadge key="ot" type={detail.orderType} />],
              ...(detail.kind === 'return' || isOrder
                ? ([[t('columns.status'), <StatusBadge key="st" status={detail.status} />]] as const)
                : []),
              ...(isInvoice && detail.dueDate
                ? ([[t('detail.dueDate'), formatDate(detail.dueDate)]] as const)
                : []),
              ...(isDelivery && detail.packages !== null
                ? ([[t('detail.packages'), String(detail.packages)]] as const)
                : []),
              [t('columns.currency'), detail.currency],
            ]}
          />
        </InfoCard>
        <InfoCard title={t('detail.billTo')}>
          <AddressText address={detail.billTo} emptyText={t('detail.noAddress')} />
        </InfoCard>
        <InfoCard title={t('detail.shipTo')}>
          <AddressText address={detail.shipTo} emptyText={t('detail.noAddress')} />
        </InfoCard>
      </SimpleGrid>
      <Paper withBorder radius="md" mb="lg">
        <Group
          justify="space-between"
          p="md"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Title order={2} fz="lg">
            {t('detail.lines')}
          </Title>
          <Group gap="sm">
            {selection && selected.size > 0 ? (
              <Button
                size="xs"
                leftSection={<IconRepeat size={14} aria-hidden />}
                onPointerEnter={preloadReorderDialog}
                onFocus={preloadReorderDialog}
                onClick={() => openReorder([...selected].sort((a, b) => a - b))}
              >
                {t('reorder.orderSelected', { count: selected.size })}
              </Button>
            ) : null}
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {t('detail.lineCount', { total: detail.lines.length })}
            </Badge>
          </Group>
        </Group>
        {detail.lines.length === 0 ? (
          <EmptyState compact icon={<IconFileOff size={22} stroke={1.6} />} title={t('list.noRecords')} />
        ) : (
          <RowsView
            label={t('detail.lines')}
            columns={lineColumns(t, detail, showPrice, selection)}
            rows={detail.lines}
            rowKey={(line) => String(line.lineNumber)}
          />
        )}
        {showPrice ? <Totals detail={detail} /> : null}
      </Paper>
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Lines chosen to order again (docs/reorder.md); null where the page offers no reorder. */
interface LineSelection {
  selected: ReadonlySet<number>;
  toggle: (lineNumber: number, isOn: boolean) => void;
}

function lineColumns(
  t: Translate,
  detail: DocumentDetail,
  showPrice: boolean,
  selection: LineSelection | null,
): Column<DocumentDetailLine>[] {
  const hasImages = detail.lines.some((line) => line.imageUrl);
  const isOrder = detail.kind === 'order';
  const isReturn = detail.kind === 'return' || detail.kind === 'returnRequest';
  const columns: (Column<DocumentDetailLine> | false)[] = [
    selection !== null && {
      id: 'select',
      header: t('reorder.selectColumn'),
      isAction: true,
      cell: (line) => (
        <Checkbox
          checked={selection.selected.has(line.lineNumber)}
          onChange={(event) => selection.toggle(line.lineNumber, event.currentTarget.checked)}
          aria-label={t('reorder.selectLine', { item: line.itemCode })}
        />
      ),
    },
    hasImages && {
      id: 'image',
      header: t('columns.image'),
      isAction: true,
      cell: (line) => <LineImage url={line.imageUrl} alt={line.description || line.itemCode} />,
    },
    {
      id: 'item',
      header: t('columns.itemCode'),
      isPrimary: true,
      cell: (line) => <ItemCell code={line.itemCode} description={line.description} />,
    },
    !isReturn && {
      id: 'favourite',
      header: t('savedLists.star.column'),
      isAction: true,
      cell: (line) => <FavouriteStar itemCode={line.itemCode} itemName={line.description} />,
    },
    {
      id: 'quantity',
      header: t('columns.quantity'),
      align: 'right',
      cell: (line) => formatQuantity(line.quantity, line.unit),
    },
    isOrder && {
      id: 'openQuantity',
      header: t('columns.openQuantity'),
      align: 'right',
      cell: (line) => formatQuantity(line.openQuantity, line.unit),
    },
    showPrice && {
      id: 'price',
      header: t('columns.price'),
      align: 'right',
      cell: (line) => formatAmount(line.price, detail.currency),
    },
    showPrice && {
      id: 'amount',
      header: t('columns.amount'),
      align: 'right',
      cell: (line) => formatAmount(line.lineTotal, detail.currency),
    },
    {
      id: 'reference',
      header: t('columns.commission'),
      isWrapping: true,
      cell: (line) => <OrDash value={line.reference} />,
    },
    !isReturn && { id: 'batch', header: t('columns.batch'), cell: (line) => <OrDash value={line.batch} /> },
    isOrder && {
      id: 'available',
      header: t('columns.available'),
      cell: (line) => <OrDash value={formatDate(line.deliveryDate)} />,
    },
    isReturn && { id: 'remark', header: t('columns.remark'), cell: (line) => <OrDash value={line.remark} /> },
  ];
  return columns.filter((column): column is Column<DocumentDetailLine> => Boolean(column));
}

function Totals({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const rows: [string, number, boolean][] =
    detail.kind === 'order'
      ? [
          [t('detail.totalNet'), detail.totals.net, false],
          [t('detail.openTotal'), detail.openTotal, true],
        ]
      : detail.kind === 'invoice' || detail.kind === 'creditNote'
        ? [
            [t('detail.totalNet'), detail.totals.net, false],
            [t('detail.totalVat'), detail.totals.vat, false],
            [t('detail.totalGross'), detail.totals.gross, true],
          ]
        : detail.kind === 'delivery'
          ? [[t('detail.totalNet'), detail.totals.net, true]]
          : [];
  if (rows.length === 0) return null;
  return (
    <Stack gap={6} p="md" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {rows.map(([label, value, isEmphasised]) => (
        <Group key={label} gap="xl" justify="space-between" w={{ base: '100%', sm: 420 }} wrap="nowrap">
          <Text
            size={isEmphasised ? 'md' : 'sm'}
            fw={isEmphasised ? 700 : 500}
            c={isEmphasised ? undefined : 'dimmed'}
          >
            {label}
          </Text>
          <Text
            size={isEmphasised ? 'md' : 'sm'}
            fw={isEmphasised ? 700 : 500}
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {formatAmount(value, detail.currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px' }}>
      {facts.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** The item's picture; one that fails to load gives way to a quiet placeholder. */
function LineImage({ url, alt }: { url: string | null; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!url || hasFailed) {
    return (
      <Box
        w={48}
        h={48}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center' }}
        aria-hidden
      >
        <IconPhotoOff size={18} color="var(--mantine-color-gray-5)" />
      </Box>
    );
  }
  return (
    <Image
      src={url}
      alt={alt}
      w={48}
      h={48}
      fit="cover"
      radius="sm"
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}
