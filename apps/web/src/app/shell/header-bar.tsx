import { Anchor, Box, Burger, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand, BrandMark } from '../../components/brand';
import { LanguagePicker } from '../../components/language-picker';
import { useUpdateSessionLanguage } from '../../features/profile/api/update-language';
import { ShipToIndicator } from '../../features/ship-to/components/ship-to-indicator';
import { errorMessage, isAnnouncedGlobally } from '../../lib/errors';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { shipToOf, useSignedInSession } from '../../lib/session';
import { UserMenu } from './user-menu';

interface HeaderBarProps {
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
  onOpenProfile: () => void;
}

export function HeaderBar({ isNavbarOpen, onToggleNavbar, onOpenProfile }: HeaderBarProps) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const updateLanguage = useUpdateSessionLanguage();
  const { shipTo } = shipToOf(session);

  // Signed in, the flag picker saves the language to the profile (D8) and switches at once: the
  // profile of the person at the keyboard, also while they act for a customer.
  const changeLanguage = (language: Language) => {
    const previous = currentLanguage();
    void switchLanguage(language);
    updateLanguage.mutate(language, {
      onError: (error) => {
        void switchLanguage(previous);
        if (!isAnnouncedGlobally(error)) {
          notifications.show({ color: 'red', message: errorMessage(t, error) });
        }
      },
    });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={isNavbarOpen}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavbarOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={isNavbarOpen}
        />
        <Anchor
          component={Link}
          to={session.landing}
          underline="never"
          c="inherit"
          aria-label={t('app.home')}
        >
          {/*
            An export customer's phone header also holds the ship-to pin: the mark alone leaves the
            account menu room for its chevron at 390 px.
          */}
          {shipTo ? (
            <>
              <Box hiddenFrom="sm" style={{ display: 'flex' }}>
                <BrandMark size={28} />
              </Box>
              <Box visibleFrom="sm">
                <Brand size={28} />
              </Box>
            </>
          ) : (
            <Brand size={28} />
          )}
        </Anchor>
      </Group>
      {/* The controls never shrink: a clipped menu button hides what it opens. */}
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {shipTo && !session.isRestricted ? <ShipToIndicator shipTo={shipTo} /> : null}
        <LanguagePicker
          value={currentLanguage()}
          onChange={changeLanguage}
          isBusy={updateLanguage.isPending}
        />
        <UserMenu onOpenProfile={onOpenProfile} />
      </Group>
    </Group>
  );
}
