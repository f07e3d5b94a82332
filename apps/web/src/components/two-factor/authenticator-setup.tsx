import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { TwoFactorEnrolment } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../lib/use-copy';
import { CopyRefused } from '../copy-refused';
import { IconCheck, IconCopy } from '../icons';

/**
 * Step one of setting up two-factor sign-in: the QR code for the app, and its secret for typing. Also
 * on the sign-in page, so it is built of what the public pages' styles hold (app/styles/public.css).
 */
export function AuthenticatorSetup({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const { t } = useTranslation();
  const { state, copy } = useCopy(enrolment.secret.replaceAll(' ', ''));
  const isCopied = state === 'copied';
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;
  return (
    <Stack gap="sm">
      <Text component="ol" size="sm" m={0} pl="lg">
        <li>{t('twoFactor.setup.install')}</li>
        <li>{t('twoFactor.setup.scan')}</li>
        <li>{t('twoFactor.setup.enterCode')}</li>
      </Text>
      <img
        src={source}
        alt={t('twoFactor.setup.qrAlt')}
        width={200}
        height={200}
        style={{ alignSelf: 'center', background: 'white' }}
        data-testid="two-factor-qr"
      />
      <Stack gap={4}>
        <Text size="sm" id="two-factor-secret-label">
          {t('twoFactor.setup.manual')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Paper withBorder px="xs" py={4} style={{ flex: 1 }}>
            <Text
              ff="monospace"
              size="sm"
              aria-labelledby="two-factor-secret-label"
              data-testid="two-factor-secret"
              style={{ wordBreak: 'break-all' }}
            >
              {enrolment.secret}
            </Text>
          </Paper>
          <ActionIcon
            variant="subtle"
            color={isCopied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={isCopied ? t('twoFactor.copied') : t('twoFactor.copySecret')}
            title={isCopied ? t('twoFactor.copied') : t('twoFactor.copySecret')}
          >
            {isCopied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Group>
        <CopyRefused state={state} />
      </Stack>
    </Stack>
  );
}
