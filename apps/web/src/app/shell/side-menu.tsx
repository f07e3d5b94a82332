import { Alert, Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { __iconNode as alertTriangleIcon } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { __iconNode as buildingWarehouseIcon } from '@tabler/icons-react/dist/esm/icons/IconBuildingWarehouse.mjs';
import { __iconNode as categoryIcon } from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import { __iconNode as colorSwatchIcon } from '@tabler/icons-react/dist/esm/icons/IconColorSwatch.mjs';
import { __iconNode as fileDescriptionIcon } from '@tabler/icons-react/dist/esm/icons/IconFileDescription.mjs';
import { __iconNode as fileInvoiceIcon } from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
import { __iconNode as filesIcon } from '@tabler/icons-react/dist/esm/icons/IconFiles.mjs';
import { __iconNode as helpCircleIcon } from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import { __iconNode as historyIcon } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
import { __iconNode as keyIcon } from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import { __iconNode as layoutDashboardIcon } from '@tabler/icons-react/dist/esm/icons/IconLayoutDashboard.mjs';
import { __iconNode as mailIcon } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { __iconNode as newsIcon } from '@tabler/icons-react/dist/esm/icons/IconNews.mjs';
import { __iconNode as plugConnectedIcon } from '@tabler/icons-react/dist/esm/icons/IconPlugConnected.mjs';
import { __iconNode as receiptIcon } from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { __iconNode as receiptRefundIcon } from '@tabler/icons-react/dist/esm/icons/IconReceiptRefund.mjs';
import { __iconNode as reportMoneyIcon } from '@tabler/icons-react/dist/esm/icons/IconReportMoney.mjs';
import { __iconNode as settingsIcon } from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import { __iconNode as shoppingCartIcon } from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { __iconNode as shoppingCartExclamationIcon } from '@tabler/icons-react/dist/esm/icons/IconShoppingCartExclamation.mjs';
import { __iconNode as starIcon } from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import { __iconNode as toolIcon } from '@tabler/icons-react/dist/esm/icons/IconTool.mjs';
import { __iconNode as truckDeliveryIcon } from '@tabler/icons-react/dist/esm/icons/IconTruckDelivery.mjs';
import { __iconNode as userPlusIcon } from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { __iconNode as usersIcon } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { __iconNode as usersGroupIcon } from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconTool } from '../../components/icons';
import { type IconNode, LightIcon } from '../../components/light-icon';
import { useIsDevMailboxAvailable } from '../../features/dev-mailbox/api/get-mailbox';
import { useSignedInSession } from '../../lib/session';
import { isEntryActive, type MenuEntry, type MenuEntryKey, menuFor } from './menu';
import { SocialLinks } from './social-links';

/** Each entry's icon, drawn light (one path): the menu is on every signed-in page. */
const iconOf: Record<MenuEntryKey, IconNode> = {
  dashboard: layoutDashboardIcon,
  news: newsIcon,
  placeOrder: shoppingCartIcon,
  placeSampleOrder: colorSwatchIcon,
  orders: fileDescriptionIcon,
  deliveries: truckDeliveryIcon,
  salesInvoices: fileInvoiceIcon,
  outstandingInvoices: receiptIcon,
  statement: reportMoneyIcon,
  returns: receiptRefundIcon,
  customerDocuments: filesIcon,
  stockInfo: buildingWarehouseIcon,
  savedLists: starIcon,
  users: usersIcon,
  colleagues: usersGroupIcon,
  apiKeys: keyIcon,
  newsAdmin: newsIcon,
  newsHistory: historyIcon,
  helpTexts: helpCircleIcon,
  documents: filesIcon,
  documentTypes: categoryIcon,
  registrationRequests: userPlusIcon,
  settings: settingsIcon,
  errorLogs: alertTriangleIcon,
  orderQueue: shoppingCartExclamationIcon,
  erpConnection: plugConnectedIcon,
  devMailbox: mailIcon,
  maintenance: toolIcon,
};

function MenuLink({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const { t } = useTranslation();
  const isActive = isEntryActive(entry, pathname);
  const common = {
    label: t(`nav.${entry.key}`),
    leftSection: <LightIcon node={iconOf[entry.key]} size={19} stroke={1.6} />,
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
  const hasDevMailbox = useIsDevMailboxAvailable();
  const entries = menuFor(session, { hasDevMailbox });
  const mainEntries = entries.filter((entry) => entry.section === 'main');
  const administrationEntries = entries.filter((entry) => entry.section === 'administration');

  return (
    <>
      {/* The browser's own scrolling: a ScrollArea measured the whole page on every render. */}
      <Box style={{ flex: 1, overflowY: 'auto', scrollbarWidth: 'thin' }} px="sm" pt="sm">
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
      </Box>
      <Divider />
      <Box p="sm">
        <SocialLinks />
      </Box>
    </>
  );
}
