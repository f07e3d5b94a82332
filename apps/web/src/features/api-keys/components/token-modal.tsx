import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { IssuedApiKey } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { CopyRefused } from '../../../components/copy-refused';
import { IconAlertTriangle, IconCheck, IconCopy } from '../../../components/icons';
import { useCopy } from '../../../lib/use-copy';
import { useIsPhone } from '../../../lib/use-is-phone';

/** The token of a key just created or rotated: shown this once, with a copy button (ADR-036). */
export function TokenModal({ issued, onClose }: { issued: IssuedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { state, copy } = useCopy(issued.token);
  const isCopied = state === 'copied';
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
          <Button
            variant="light"
            color={isCopied ? 'teal' : undefined}
            leftSection={isCopied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {t(isCopied ? 'apiKeys.token.copied' : 'apiKeys.token.copy')}
          </Button>
          <Button onClick={onClose}>{t('apiKeys.token.done')}</Button>
        </Group>
        <CopyRefused state={state} />
      </Stack>
    </Modal>
  );
}
