import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { IssuedApiKey } from '@selvedge/contracts';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';

/** The token of a key just created or rotated: shown this once, with a copy button (ADR-036). */
export function TokenModal({ issued, onClose }: { issued: IssuedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('apiKeys.token.title', { name: issued.key.name })}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('apiKeys.token.once')}
        </Alert>
        <Code block data-testid="api-key-token" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {issued.token}
        </Code>
        <Text size="sm" c="dimmed">
          {t('apiKeys.token.usage')}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={issued.token}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {t(copied ? 'apiKeys.token.copied' : 'apiKeys.token.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('apiKeys.token.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
