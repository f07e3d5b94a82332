import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useSignedInSession } from '../../lib/session';
import { preloadPage } from '../lazy-page';
import { LazyProfileDrawer } from './lazy-profile-drawer';

function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The display name in the header with Profile and Logout (foundations 2; Profile for every role, D13). */
export function UserMenu({ onOpenProfile }: { onOpenProfile: () => void }) {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  const signOut = useSignOut();

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={240}
      withinPortal
      // The profile panel's code comes while the user reads the menu.
      onOpen={() => preloadPage(LazyProfileDrawer)}
    >
      <Menu.Target>
        <UnstyledButton
          aria-label={t('shell.accountMenu', {
            initials: initialsOf(user.displayName),
            name: user.displayName,
          })}
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          className="selvedge-hoverable"
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserCircle size={18} stroke={1.6} />} onClick={onOpenProfile}>
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
