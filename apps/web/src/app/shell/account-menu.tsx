import { Menu, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLogout, IconUserCircle } from '../../components/icons';
import { useOpenedOnMount } from '../../components/on-demand';
import { useSignOut } from '../../features/auth/api/sign-out';
import { fetchAhead } from '../../lib/lazy-component';
import { useSignedInSession } from '../../lib/session';
import { LazyProfileDrawer } from './lazy-profile-drawer';

/** The user's menu (Profile, Logout), loaded when first opened (user-menu.tsx); opens as it mounts. */
export function AccountMenu({
  onOpenProfile,
  trigger,
}: {
  onOpenProfile: () => void;
  trigger: ReactElement;
}) {
  const { t } = useTranslation();
  const opening = useOpenedOnMount();
  const { user } = useSignedInSession();
  const signOut = useSignOut();

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={240}
      withinPortal
      {...opening}
      // The profile panel's code comes while the user reads the menu.
      onOpen={() => fetchAhead(LazyProfileDrawer)}
    >
      <Menu.Target>{trigger}</Menu.Target>
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
