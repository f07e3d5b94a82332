import { Stack, Table, Text } from '@mantine/core';
import type { Language } from '@selvedge/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A language as the settings show it: the code of the picker (foundations 1) and its name. */
export function LanguageCell({ language }: { language: Language }) {
  const { t } = useTranslation();
  const code = language === 'en' ? 'GB' : language.toUpperCase();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {code}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`language.names.${language}`)}
      </Text>
    </Stack>
  );
}
