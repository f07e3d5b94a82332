import { Badge, Button, Collapse, ColorSwatch, Group, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type FilterRow,
  LOG_DEFAULT_PAGE_SIZE,
  type LogEntryView,
  logFilterColumns,
  logPageSizes,
} from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { FilterPanel, type FilterPanelColumn, useFilterParam } from '../../../components/filter-panel';
import { IconFilter, IconFilterOff } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLogEntries } from '../api/get-log-entries';
import { ErrorLogsInfo } from './error-logs-info';
import { logMessage } from './log-message';

const levelColor: Record<LogEntryView['level'], string> = { error: 'red', warn: 'orange', info: 'blue' };

const levels = ['error', 'warn', 'info'] as const;

function describeRow(t: TFunction, row: FilterRow): string {
  const column = t(`errorLogs.columns.${row.column}`, { defaultValue: row.column });
  const join = row.join === 'where' ? '' : `${t(`errorLogs.join.${row.join}`)} `;
  if (row.condition === 'between') {
    return `${join}${t('errorLogs.between', { column, from: formatDate(row.from), to: formatDate(row.to) })}`;
  }
  return `${join}${t(`errorLogs.condition.${row.condition}`, { column, value: row.value })}`;
}

/** /error-logs (administration 2, D31): the portal's own log, for administrators. */
export function ErrorLogsPage() {
  const { t } = useTranslation();
  // On a phone each row is a card of two columns: no cell may ask for more than its half.
  const isPhone = useIsPhone();
  const { page, search } = useListParams();
  const [params, setParams] = useSearchParams();
  const rawSize = Number(params.get('pageSize'));
  const pageSize = (logPageSizes as readonly number[]).includes(rawSize) ? rawSize : LOG_DEFAULT_PAGE_SIZE;
  const [filter, setFilter] = useFilterParam(logFilterColumns);
  const [isFilterOpen, filterPanel] = useDisclosure(false);
  const query = useLogEntries({
    page,
    pageSize,
    search,
    filter: filter.length > 0 ? JSON.stringify(filter) : '',
  });
  const filterColumns = useMemo<FilterPanelColumn[]>(
    () =>
      logFilterColumns.map((column) => ({
        ...column,
        label: t(`errorLogs.columns.${column.key}`),
        ...(column.key === 'level'
          ? { options: levels.map((level) => ({ value: level, label: t(`errorLogs.levels.${level}`) })) }
          : {}),
      })),
    [t],
  );

  const setPageSize = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!value || Number(value) === LOG_DEFAULT_PAGE_SIZE) next.delete('pageSize');
      else next.set('pageSize', value);
      next.delete('page');
      return next;
    });

  const columns: Column<LogEntryView>[] = [
    { id: 'id', header: t('errorLogs.columns.id'), align: 'right', cell: (row) => row.id },
    {
      id: 'level',
      header: t('errorLogs.columns.level'),
      isPrimary: true,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch
            color={`var(--mantine-color-${levelColor[row.level]}-6)`}
            size={10}
            withShadow={false}
          />
          <Text size="sm" fw={600} c={row.level === 'info' ? undefined : `${levelColor[row.level]}.8`}>
            {t(`errorLogs.levels.${row.level}`)}
          </Text>
        </Group>
      ),
    },
    {
      id: 'event',
      header: t('errorLogs.columns.event'),
      isPrimary: true,
      cell: (row) => (
        <Text size="xs" fw={600} ff="monospace" translate="no">
          {row.event}
        </Text>
      ),
    },
    { id: 'time', header: t('errorLogs.columns.time'), cell: (row) => formatDateTime(row.time) },
    {
      id: 'user',
      header: t('errorLogs.columns.user'),
      isWrapping: true,
      cell: (row) =>
        row.user ? (
          <Stack gap={0}>
            <Text
              size="sm"
              style={{ overflowWrap: 'anywhere', ...(isPhone ? {} : { minWidth: 170, maxWidth: 210 }) }}
            >
              {row.user}
            </Text>
            {row.realUser ? (
              <Text size="xs" c="dimmed">
                {t('errorLogs.actingBy', { realUser: row.realUser })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('errorLogs.noUser')}
          </Text>
        ),
    },
    {
      id: 'referenceId',
      header: t('errorLogs.columns.referenceId'),
      isWrapping: true,
      cell: (row) =>
        row.referenceId ? (
          <Text
            size="xs"
            ff="monospace"
            translate="no"
            style={{ wordBreak: 'break-all', ...(isPhone ? {} : { minWidth: 130, maxWidth: 150 }) }}
          >
            {row.referenceId}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      id: 'message',
      header: t('errorLogs.columns.message'),
      isWrapping: true,
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere', ...(isPhone ? {} : { minWidth: 200 }) }}>
          {logMessage(t, row)}
        </Text>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.errorLogs')}
        description={t('errorLogs.subtitle')}
        actions={<ErrorLogsInfo />}
      />
      <Group justify="space-between" align="center" mb="sm" gap="sm" wrap="nowrap">
        <Button
          variant={filter.length > 0 ? 'filled' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={filterPanel.toggle}
          aria-expanded={isFilterOpen}
          aria-controls="error-log-filter"
          rightSection={
            filter.length > 0 ? (
              <Badge size="sm" circle color="white" c="selvedge.8">
                {filter.length}
              </Badge>
            ) : null
          }
        >
          {t('errorLogs.filter')}
        </Button>
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor="error-log-page-size" size="sm" c="dimmed">
            {t('errorLogs.pageSize')}
          </Text>
          <Select
            id="error-log-page-size"
            data={logPageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={setPageSize}
            allowDeselect={false}
            w={84}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      {filter.length > 0 && !isFilterOpen ? (
        <Group gap="xs" mb="sm">
          {filter.map((row, index) => (
            <Badge
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
              key={index}
              variant="outline"
              radius="sm"
              tt="none"
              size="lg"
              fw={500}
              style={{ maxWidth: '100%' }}
            >
              {describeRow(t, row)}
            </Badge>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} />}
            onClick={() => setFilter([])}
          >
            {t('errorLogs.clearFilter')}
          </Button>
        </Group>
      ) : null}
      <Collapse in={isFilterOpen} id="error-log-filter">
        <Stack mb="sm">
          {isFilterOpen ? (
            <FilterPanel
              columns={filterColumns}
              value={filter}
              onApply={(next) => {
                setFilter(next);
                if (next.length > 0) filterPanel.close();
              }}
            />
          ) : null}
        </Stack>
      </Collapse>
      <DataTable
        label={t('pages.errorLogs')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        query={query}
        columnsKey="errorLogs"
      />
    </>
  );
}
