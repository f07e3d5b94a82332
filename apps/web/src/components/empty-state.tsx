import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  compact?: boolean;
}

/** A friendly, quiet placeholder where there is nothing (yet) to show. */
export function EmptyState({ icon, title, description, action, compact = false }: EmptyStateProps) {
  return (
    <Stack align="center" gap={compact ? 6 : 10} py={compact ? 'md' : 'xl'} px="md" ta="center">
      <ThemeIcon variant="light" size={compact ? 40 : 56} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600} size={compact ? 'sm' : 'md'}>
        {title}
      </Text>
      {description ? (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
