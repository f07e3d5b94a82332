import { Alert, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../lib/session';

/** While an administrator or sales user acts as someone else (D5), it must be impossible to miss. */
export function ActingAsBanner() {
  const { t } = useTranslation();
  const { user, realUser } = useSignedInSession();
  if (!realUser) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      icon={<IconUserShield size={20} />}
      mb="md"
      role="status"
      radius="md"
    >
      <Text fw={600} size="sm" c="dark.9">
        {t('shell.actingAs', { name: user.displayName })}
      </Text>
      <Text size="xs" c="dark.7">
        {t('shell.signedInAs', { name: realUser.displayName })}
      </Text>
    </Alert>
  );
}
