import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../lib/use-copy';
import { CopyRefused } from '../copy-refused';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck } from '../icons';

/**
 * The ten recovery codes, shown once (ADR-035): to copy or download and keep somewhere safe; each signs
 * in once instead of a code of the app. Also on the sign-in page: built of the public pages' styles.
 */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const { state, copy } = useCopy(codes.join('\n'));
  const isCopied = state === 'copied';
  const text = `${t('twoFactor.recovery.fileTitle')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'selvedge-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" icon={<IconShieldCheck size={18} />} title={t('twoFactor.recovery.title')}>
        {t('twoFactor.recovery.once')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} data-testid="recovery-codes">
        {codes.map((code) => (
          <Text key={code} ff="monospace" size="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={copy}
          leftSection={isCopied ? <IconCheck size={14} /> : <IconCopy size={14} />}
        >
          {isCopied ? t('twoFactor.copied') : t('twoFactor.recovery.copy')}
        </Button>
        <Button variant="default" size="xs" onClick={download} leftSection={<IconDownload size={14} />}>
          {t('twoFactor.recovery.download')}
        </Button>
      </Group>
      <CopyRefused state={state} />
    </Stack>
  );
}
