import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft } from './icons';

// Not in public-layout.tsx, which every page before sign-in loads with the sign-in page: the sign-in,
// forgot and reset pages write their heading out, so that the sign-in page's code stays within its
// size budget (e2e/size-budget.json); the registration and the second sign-in step share these.

/** A public page's heading, and under it what the page is for (left out once the page is done). */
export function PublicHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The way back from a public page, under its card's content: to the sign-in, or to the profile. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> {children}
    </Anchor>
  );
}
