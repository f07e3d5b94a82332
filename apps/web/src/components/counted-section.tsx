import { Badge, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CountedSectionProps {
  /** The heading's id: it names the section, and the list or table inside it (aria-labelledby). */
  titleId: string;
  title: string;
  /** The badge beside the title, worded by the caller ("3 lines"). */
  count: string;
  /** At the header's far end: the section's main button. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A card of the order and return forms: a titled section with a count of what it holds and its main
 * button in a header bar, then its content.
 */
export function CountedSection({ titleId, title, count, action, children }: CountedSectionProps) {
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Group
        justify="space-between"
        p="md"
        gap="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="xs">
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {count}
          </Badge>
        </Group>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
