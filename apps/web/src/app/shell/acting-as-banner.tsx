import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { IconArrowBackUp, IconUserShield } from '../../components/icons';
import { useEndLoginAs } from '../../features/users/api/login-as';
import { errorMessage, isAnnouncedGlobally } from '../../lib/errors';
import { useSignedInSession } from '../../lib/session';

/**
 * While an administrator or sales user acts as someone else (D5), it must be impossible to miss, and
 * the way back is on every page: Go back to Admin ends the acting on the server.
 */
export function ActingAsBanner() {
  const { t } = useTranslation();
  const { user, realUser } = useSignedInSession();
  const goBack = useEndLoginAs();
  if (!realUser) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      // A bright yellow under dark text: the theme's filled yellow is darkened for white text (theme.ts).
      vars={() => ({
        root: {
          '--alert-bg': 'var(--mantine-color-yellow-4)',
          '--alert-color': 'var(--mantine-color-dark-9)',
        },
      })}
      icon={<IconUserShield size={20} />}
      mb="md"
      role="status"
      radius="md"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" c="dark.9">
            {t('shell.actingAs', { name: user.displayName })}
          </Text>
          <Text size="xs" c="dark.7">
            {t('shell.signedInAs', { name: realUser.displayName })}
          </Text>
        </Stack>
        <Button
          size="xs"
          color="dark"
          leftSection={<IconArrowBackUp size={16} />}
          loading={goBack.isPending}
          onClick={() =>
            goBack.mutate(undefined, {
              onError: (error) => {
                if (!isAnnouncedGlobally(error)) {
                  notifications.show({ color: 'red', message: errorMessage(t, error) });
                }
              },
            })
          }
        >
          {t('shell.goBackToAdmin')}
        </Button>
      </Group>
    </Alert>
  );
}
