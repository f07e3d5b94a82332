import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CodeFieldProps extends Omit<TextInputProps, 'label'> {
  /** A recovery code (letters and digits) instead of the app's six digits. */
  isRecoveryCode?: boolean;
}

/**
 * The code of an authenticator app (or a recovery code): the one-time-code autofill of phones, the
 * numeric keyboard for six digits (ADR-035).
 */
export function CodeField({ isRecoveryCode = false, ...props }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={isRecoveryCode ? t('twoFactor.recoveryCode') : t('twoFactor.code')}
      description={isRecoveryCode ? t('twoFactor.recoveryCodeHint') : t('twoFactor.codeHint')}
      autoComplete="one-time-code"
      inputMode={isRecoveryCode ? 'text' : 'numeric'}
      pattern={isRecoveryCode ? undefined : '[0-9 ]*'}
      maxLength={isRecoveryCode ? 20 : 7}
      spellCheck={false}
      autoCapitalize="off"
      aria-required
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
      {...props}
    />
  );
}

/** The code field's message for a failed call: the field's code, else the call's. */
export function codeErrorKey(fieldKeys: Record<string, string>, fallback: string): string {
  return fieldKeys.code ?? fieldKeys.password ?? fallback;
}
