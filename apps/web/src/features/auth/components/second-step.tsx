import { Anchor, Button, Checkbox, Loader, Stack, Title } from '@mantine/core';
import type { SecondStepChallenge, SessionResponse, TwoFactorEnrolment } from '@selvedge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';
import { PublicHeading } from '../../../components/public-heading';
import { AuthenticatorSetup } from '../../../components/two-factor/authenticator-setup';
import { CodeField, codeErrorKey } from '../../../components/two-factor/code-field';
import { RecoveryCodesPanel } from '../../../components/two-factor/recovery-codes-panel';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorKeys } from '../../../lib/errors';
import { replaceSession } from '../../../lib/session';
import { useConfirmEnrolmentStep, useSecondStep, useStartEnrolmentStep } from '../api/second-step';

interface SecondStepProps {
  step: SecondStepChallenge['secondStep'];
  /** The session is open: the sign-in page moves on (as after a password alone). */
  onSignedIn: (session: SessionResponse) => void;
  /** Back to the password (the step took too long, or the user chose to). */
  onRestart: () => void;
}

/** The message key of a failed step; an ended step sends the user back to the password. */
function failureKey(error: unknown): string {
  return codeErrorKey(fieldErrorKeys(error), `errors.${isApiError(error) ? error.code : 'UNKNOWN'}`);
}

const isStepGone = (error: unknown) => isApiError(error) && error.code === 'SECOND_STEP_EXPIRED';

type CodeInput = { code: string; rememberDevice: boolean };

/**
 * The code of either step, its "remember this device" and its message. `submitWith(send)` checks that a
 * code was typed and sends it; on a refusal it shows why (or, the step having ended, goes back to the
 * password) and empties the field.
 */
function useCodeEntry(onRestart: () => void) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const submitWith =
    (send: (input: CodeInput, onError: (error: unknown) => void) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (code.trim() === '') {
        setErrorKey('validation.REQUIRED');
        return;
      }
      setErrorKey(null);
      send({ code: code.trim(), rememberDevice: remember }, (error) => {
        if (isStepGone(error)) onRestart();
        else setErrorKey(failureKey(error));
        setCode('');
      });
    };
  return { code, setCode, remember, setRemember, errorKey, setErrorKey, submitWith };
}

/** The second step of a sign-in (ADR-035): a code of the app, or setting it up when required. */
export function SecondStep(props: SecondStepProps) {
  return props.step === 'code' ? <CodeStep {...props} /> : <EnrolStep {...props} />;
}

function RememberDevice({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('twoFactor.rememberDevice')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function StepError({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return <Notice tone="problem">{t(messageKey)}</Notice>;
}

function CodeStep({ onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const secondStep = useSecondStep();
  const [isRecovery, setRecovery] = useState(false);
  const { code, setCode, remember, setRemember, errorKey, setErrorKey, submitWith } = useCodeEntry(onRestart);

  const submit = submitWith((input, onError) =>
    secondStep.mutate(input, {
      onSuccess: (session) => {
        onSignedIn(session);
        replaceSession(queryClient, session);
      },
      onError,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PublicHeading
          title={t('twoFactor.signIn.title')}
          subtitle={isRecovery ? t('twoFactor.signIn.recoveryIntro') : t('twoFactor.signIn.intro')}
        />
        <StepError messageKey={errorKey} />
        <CodeField
          key={isRecovery ? 'recovery' : 'app'}
          isRecoveryCode={isRecovery}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errorKey ? true : undefined}
          data-autofocus
          autoFocus
        />
        <RememberDevice checked={remember} onChange={setRemember} />
        <Button type="submit" size="md" fullWidth loading={secondStep.isPending}>
          {t('twoFactor.signIn.submit')}
        </Button>
        <Stack gap={4} align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!isRecovery);
              setCode('');
              setErrorKey(null);
            }}
          >
            {isRecovery ? t('twoFactor.signIn.useApp') : t('twoFactor.signIn.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
            {t('twoFactor.signIn.back')}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}

function EnrolStep({ onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartEnrolmentStep();
  const confirm = useConfirmEnrolmentStep();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const { code, setCode, remember, setRemember, errorKey, setErrorKey, submitWith } = useCodeEntry(onRestart);
  const [done, setDone] = useState<{ session: SessionResponse; recoveryCodes: string[] } | null>(null);
  const hasStarted = useRef(false);

  // One secret per visit of this step (StrictMode runs effects twice in development).
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => (isStepGone(error) ? onRestart() : setErrorKey(failureKey(error))),
    });
  }, [start, onRestart, setErrorKey]);

  if (done) {
    return (
      <Stack gap="md">
        <Title order={1} fz={26}>
          {t('twoFactor.enrol.doneTitle')}
        </Title>
        <RecoveryCodesPanel codes={done.recoveryCodes} />
        <Button
          size="md"
          fullWidth
          onClick={() => {
            onSignedIn(done.session);
            replaceSession(queryClient, done.session);
          }}
        >
          {t('twoFactor.enrol.continue')}
        </Button>
      </Stack>
    );
  }

  const submit = submitWith((input, onError) => confirm.mutate(input, { onSuccess: setDone, onError }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PublicHeading title={t('twoFactor.enrol.title')} subtitle={t('twoFactor.enrol.intro')} />
        <StepError messageKey={errorKey} />
        {enrolment ? <AuthenticatorSetup enrolment={enrolment} /> : <Loader size="sm" mx="auto" />}
        <CodeField
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errorKey ? true : undefined}
          disabled={!enrolment}
        />
        <RememberDevice checked={remember} onChange={setRemember} />
        <Button type="submit" size="md" fullWidth loading={confirm.isPending} disabled={!enrolment}>
          {t('twoFactor.enrol.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart} ta="center">
          {t('twoFactor.signIn.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
