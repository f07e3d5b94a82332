import { Alert, Button, Group } from '@mantine/core';
import { __iconNode as alertTriangleIcon } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { __iconNode as refreshIcon } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import { LightIcon } from './light-icon';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** What went wrong, in the user's language, and a way to try again. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<LightIcon node={alertTriangleIcon} size={20} />}
      title={title ?? t('common.loadFailed')}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <span>{errorMessage(t, error)}</span>
        {onRetry ? (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<LightIcon node={refreshIcon} size={14} />}
            onClick={onRetry}
          >
            {t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
