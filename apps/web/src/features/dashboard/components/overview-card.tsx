import { Anchor, Group, Paper, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface OverviewCardProps {
  title: string;
  /** A link to the full list, e.g. "All orders". */
  link?: { to: string; label: string };
  children: ReactNode;
}

export function OverviewCard({ title, link, children }: OverviewCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm" fw={600} style={{ flexShrink: 0 }}>
            <Group gap={4} wrap="nowrap">
              {link.label}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
