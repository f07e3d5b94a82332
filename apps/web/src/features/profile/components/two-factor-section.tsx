import { Badge, Button, Group, PasswordInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TwoFactorEnrolment } from '@selvedge/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';
import { AuthenticatorSetup } from '../../../components/two-factor/authenticator-setup';
import { CodeField, codeErrorKey } from '../../../components/two-factor/code-field';
import { RecoveryCodesPanel } from '../../../components/two-factor/recovery-codes-panel';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorKeys, isAnnouncedGlobally } from '../../../lib/errors';
import {
  useConfirmEnrolment,
  useRenewRecoveryCodes,
  useStartEnrolment,
  useTurnOff,
  useTwoFactorStatus,
} from '../api/two-factor';

type Panel = 'none' | 'setup' | 'renew' | 'turnOff';

const failureKey = (error: unknown) =>
  codeErrorKey(fieldErrorKeys(error), `errors.${isApiError(error) ? error.code : 'UNKNOWN'}`);

/**
 * The profile's two-factor sign-in (ADR-035): set it up (QR code, secret, a first code), new recovery
 * codes, and for customers when it is not required, turning it off. Shown to the person at the
 * keyboard only, never while acting for someone (the drawer leaves it out).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const startEnrolment = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOff();
  const [panel, setPanel] = useState<Panel>('none');
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const [errorKey, setErrorKey] = useState<string | null>(null);

  if (!status.data) return null;
  const { isOn, isRequired, canTurnOff, recoveryCodesLeft } = status.data;

  const open = (next: Panel) => {
    setPanel(next);
    setCode('');
    setPassword('');
    setErrorKey(null);
    setCodes(null);
  };
  const onError = (error: unknown) => {
    if (isAnnouncedGlobally(error)) return;
    setErrorKey(failureKey(error));
    setCode('');
  };
  const needsCode = () => {
    if (code.trim() !== '') return false;
    setErrorKey('validation.REQUIRED');
    return true;
  };

  const begin = () => {
    open('setup');
    setEnrolment(null);
    startEnrolment.mutate(undefined, { onSuccess: setEnrolment, onError });
  };
  const submitSetup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsCode()) return;
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => {
        setPanel('none');
        setEnrolment(null);
        setCodes(answer.recoveryCodes);
        notifications.show({ color: 'teal', message: t('twoFactor.profile.turnedOn') });
      },
      onError,
    });
  };
  const submitRenew = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsCode()) return;
    renew.mutate(code.trim(), {
      onSuccess: (answer) => {
        setPanel('none');
        setCodes(answer.recoveryCodes);
      },
      onError,
    });
  };
  const submitTurnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (proof === 'code' ? needsCode() : password === '') {
      setErrorKey('validation.REQUIRED');
      return;
    }
    turnOff.mutate(proof === 'code' ? { code: code.trim() } : { password }, {
      onSuccess: () => {
        setPanel('none');
        notifications.show({ color: 'teal', message: t('twoFactor.profile.turnedOff') });
      },
      onError,
    });
  };

  const error = errorKey ? <Notice tone="problem">{t(errorKey)}</Notice> : null;
  const cancel = (
    <Button variant="default" onClick={() => open('none')}>
      {t('common.cancel')}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="h4">
          {t('twoFactor.profile.title')}
        </Title>
        <Badge color={isOn ? 'teal' : 'gray'} variant="light">
          {isOn ? t('twoFactor.profile.on') : t('twoFactor.profile.off')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {isRequired ? t('twoFactor.profile.required') : t('twoFactor.profile.intro')}
      </Text>
      {codes ? <RecoveryCodesPanel codes={codes} /> : null}

      {!isOn && panel !== 'setup' ? (
        <Button
          variant="light"
          onClick={begin}
          loading={startEnrolment.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('twoFactor.profile.setUp')}
        </Button>
      ) : null}
      {panel === 'setup' ? (
        <form onSubmit={submitSetup} noValidate>
          <Stack gap="sm">
            {error}
            {enrolment ? <AuthenticatorSetup enrolment={enrolment} /> : null}
            <CodeField
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errorKey ? true : undefined}
              disabled={!enrolment}
            />
            <Group justify="flex-end" gap="sm">
              {cancel}
              <Button type="submit" loading={confirm.isPending} disabled={!enrolment}>
                {t('twoFactor.profile.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {isOn ? <Text size="sm">{t('twoFactor.profile.codesLeft', { count: recoveryCodesLeft })}</Text> : null}
      {isOn && panel === 'none' ? (
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={() => open('renew')}>
            {t('twoFactor.profile.renew')}
          </Button>
          {canTurnOff ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => open('turnOff')}>
              {t('twoFactor.profile.turnOff')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {panel === 'renew' ? (
        <form onSubmit={submitRenew} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('twoFactor.profile.renewHint')}</Text>
            {error}
            <CodeField
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errorKey ? true : undefined}
            />
            <Group justify="flex-end" gap="sm">
              {cancel}
              <Button type="submit" loading={renew.isPending}>
                {t('twoFactor.profile.renew')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {panel === 'turnOff' ? (
        <form onSubmit={submitTurnOff} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('twoFactor.profile.turnOffHint')}</Text>
            <SegmentedControl
              value={proof}
              onChange={(value) => {
                setProof(value as 'code' | 'password');
                setErrorKey(null);
              }}
              data={[
                { value: 'code', label: t('twoFactor.profile.withCode') },
                { value: 'password', label: t('twoFactor.profile.withPassword') },
              ]}
            />
            {error}
            {proof === 'code' ? (
              <CodeField
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={errorKey ? true : undefined}
              />
            ) : (
              <PasswordInput
                label={t('profile.currentPassword')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={errorKey ? true : undefined}
                aria-required
              />
            )}
            <Group justify="flex-end" gap="sm">
              {cancel}
              <Button type="submit" color="red" loading={turnOff.isPending}>
                {t('twoFactor.profile.turnOff')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
