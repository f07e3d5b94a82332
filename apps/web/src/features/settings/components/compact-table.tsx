import { Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Language } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flagCodeOf } from '../../../lib/language';

export interface CompactColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  width?: number;
}

/**
 * A short, fixed list (four languages) as a table that fits a phone too: unlike the paged lists it has
 * no minimum width, and long values (links, texts) wrap inside their cell.
 */
export function CompactTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly CompactColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <Table aria-label={label} verticalSpacing={10} horizontalSpacing="sm" fz="sm" highlightOnHover>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.id} ta={column.align} w={column.width}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.id}
                ta={column.align}
                style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The four placeholder lines a language table shows while it loads. */
export function CompactTableSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={20} />
      ))}
    </Stack>
  );
}

/** A language in one line, as a field's label: the code of the picker (foundations 1) and its name. */
export const languageLabel = (t: TFunction, language: Language) =>
  `${flagCodeOf[language]} · ${t(`language.names.${language}`)}`;

/** The first column of a table with a row per language. */
export const languageColumn = <Row,>(
  id: string,
  header: string,
  languageOf: (row: Row) => Language,
): CompactColumn<Row> => ({
  id,
  header,
  width: 110,
  cell: (row) => <LanguageCell language={languageOf(row)} />,
});

/** A language as the settings show it: the code of the picker (foundations 1) and its name. */
function LanguageCell({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {flagCodeOf[language]}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`language.names.${language}`)}
      </Text>
    </Stack>
  );
}
