import { Alert, Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingWarehouse,
  IconCategory,
  IconColorSwatch,
  IconFileDescription,
  IconFileInvoice,
  IconFiles,
  IconHelpCircle,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconNews,
  type IconProps,
  IconReceipt,
  IconReceiptRefund,
  IconSettings,
  IconShoppingCart,
  IconTool,
  IconTruckDelivery,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsDevMailboxAvailable } from '../../features/dev-mailbox/api/get-mailbox';
import { useSignedInSession } from '../../lib/session';
import { isEntryActive, type MenuEntry, type MenuEntryKey, menuFor } from './menu';
import { SocialLinks } from './social-links';

const iconOf: Record<MenuEntryKey, ComponentType<IconProps>> = {
  dashboard: IconLayoutDashboard,
  news: IconNews,
  placeOrder: IconShoppingCart,
  placeSampleOrder: IconColorSwatch,
  orders: IconFileDescription,
  deliveries: IconTruckDelivery,
  salesInvoices: IconFileInvoice,
  outstandingInvoices: IconReceipt,
  returns: IconReceiptRefund,
  customerDocuments: IconFiles,
  stockInfo: IconBuildingWarehouse,
  users: IconUsers,
  newsAdmin: IconNews,
  newsHistory: IconHistory,
  helpTexts: IconHelpCircle,
  documents: IconFiles,
  documentTypes: IconCategory,
  registrationRequests: IconUserPlus,
  settings: IconSettings,
  errorLogs: IconAlertTriangle,
  devMailbox: IconMail,
  maintenance: IconTool,
};

function MenuLink({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const { t } = useTranslation();
  const Icon = iconOf[entry.key];
  const isActive = isEntryActive(entry, pathname);
  const common = {
    label: t(`nav.${entry.key}`),
    leftSection: <Icon size={19} stroke={1.6} aria-hidden />,
    active: isActive,
    variant: 'light' as const,
    style: { borderRadius: 'var(--mantine-radius-md)' },
  };
  if (entry.isDisabled) {
    // Not a link at all while maintenance restricts the user: greyed, not focusable, not clickable.
    return <NavLink {...common} component="div" disabled aria-disabled="true" />;
  }
  return (
    <NavLink {...common} component={Link} to={entry.path} aria-current={isActive ? 'page' : undefined} />
  );
}

export function SideMenu() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const { pathname } = useLocation();
  const hasDevMailbox = useIsDevMailboxAvailable(session.user.role === 'Administrator');
  const entries = menuFor(session, { hasDevMailbox });
  const mainEntries = entries.filter((entry) => entry.section === 'main');
  const administrationEntries = entries.filter((entry) => entry.section === 'administration');

  return (
    <>
      <ScrollArea style={{ flex: 1 }} type="scroll" px="sm" pt="sm">
        {session.isRestricted ? (
          <Alert color="orange" variant="light" icon={<IconTool size={18} />} mb="sm" p="xs">
            <Text size="sm">{t('shell.maintenanceNotice')}</Text>
          </Alert>
        ) : null}
        <Stack gap={2} component="nav" aria-label={t('shell.mainMenu')}>
          {mainEntries.map((entry) => (
            <MenuLink key={entry.key} entry={entry} pathname={pathname} />
          ))}
          {administrationEntries.length > 0 ? (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {t('shell.administration')}
              </Text>
              {administrationEntries.map((entry) => (
                <MenuLink key={entry.key} entry={entry} pathname={pathname} />
              ))}
            </>
          ) : null}
        </Stack>
        <Box h="md" />
      </ScrollArea>
      <Divider />
      <Box p="sm">
        <SocialLinks />
      </Box>
    </>
  );
}
