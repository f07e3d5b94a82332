import { Anchor, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowRight } from '../../../components/icons';

interface OverviewCardProps {
  title: string;
  /** A link to the full list, e.g. "All orders". */
  link?: { to: string; label: string };
  /**
   * Where the link goes: beside the title, or at the foot of the card for narrow cards side by
   * side, whose titles would otherwise wrap next to it and push one card's content below the others'.
   */
  linkPosition?: 'top' | 'bottom';
  children: ReactNode;
}

export function OverviewCard({ title, link, linkPosition = 'top', children }: OverviewCardProps) {
  const anchor = link ? (
    <Anchor component={Link} to={link.to} size="sm" fw={600} style={{ flexShrink: 0 }}>
      <Group gap={4} wrap="nowrap">
        {link.label}
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  ) : null;
  const isLinkAtBottom = linkPosition === 'bottom';
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      h="100%"
      component="section"
      aria-label={title}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {isLinkAtBottom ? null : anchor}
      </Group>
      {children}
      {isLinkAtBottom && anchor ? (
        <Group justify="flex-end" mt="auto" pt="sm">
          {anchor}
        </Group>
      ) : null}
    </Paper>
  );
}
