import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
  /** The content is a list that brings its own frame (the paged table). */
  hasOwnFrame?: boolean;
}

/** One of the four parts of the settings screen (administration 2): a heading, then its content. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
  hasOwnFrame,
}: SettingsSectionProps) {
  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        ) : null}
      </Group>
      {hasOwnFrame ? (
        children
      ) : (
        <Paper withBorder radius="md">
          {children}
        </Paper>
      )}
    </Stack>
  );
}
