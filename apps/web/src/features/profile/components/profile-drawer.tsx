import { Anchor, Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

interface ProfileDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The profile slide-in panel of foundations 2, offered to every role (D13). */
export function ProfileDrawer({ opened, onClose }: ProfileDrawerProps) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      padding="lg"
      title={
        <Title order={2} fz="h3">
          {t('profile.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open: every opening starts from the saved profile. */}
      {opened ? (
        <Stack gap="xl">
          <ProfileForm onSaved={onClose} />
          <Divider />
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {t('profile.passwordTitle')}
            </Title>
            <ChangePasswordForm />
            <Text size="sm">
              <Anchor component={Link} to="/forgot-password?loginUser=true" onClick={onClose}>
                {t('profile.forgotPassword')}
              </Anchor>
            </Text>
          </Stack>
          {/* The person's own second factor: not while acting for someone (ADR-035). */}
          {session.realUser ? null : (
            <>
              <Divider />
              <TwoFactorSection />
            </>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
