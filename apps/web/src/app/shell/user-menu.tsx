import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../components/icons';
import { useOnDemand } from '../../components/on-demand';
import { onDemand } from '../../lib/lazy-component';
import { useSignedInSession } from '../../lib/session';

function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const loadMenu = onDemand(() => import('./account-menu'));

/** The display name and initials: the user menu's trigger, alone or in its menu. */
function UserButton(props: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  return (
    <UnstyledButton
      aria-label={t('shell.accountMenu', {
        initials: initialsOf(user.displayName),
        name: user.displayName,
      })}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      className="selvedge-hoverable"
      {...props}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar size={32} radius="xl" color="selvedge" variant="filled" aria-hidden>
          {initialsOf(user.displayName)}
        </Avatar>{' '}
        <Text size="sm" fw={600} visibleFrom="sm" maw={200} truncate>
          {user.displayName}
        </Text>
        <IconChevronDown size={14} stroke={1.8} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The display name in the header with Profile and Logout (foundations 2; Profile for every role, D13);
 * the menu is loaded when first used (on-demand.ts).
 */
export function UserMenu({ onOpenProfile }: { onOpenProfile: () => void }) {
  const { module, triggerProps, focusRef } = useOnDemand(loadMenu);
  if (!module) return <UserButton {...triggerProps} />;
  return <module.AccountMenu onOpenProfile={onOpenProfile} trigger={<UserButton ref={focusRef} />} />;
}
