import { Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { Language } from '@selvedge/contracts';
import { __iconNode as chevronDownIcon } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flagCodeOf, nativeNames } from '../lib/language';
import { onDemand } from '../lib/lazy-component';
import { FlagIcon } from './flag-icon';
import { LightIcon } from './light-icon';
import { useOnDemand } from './on-demand';

interface LanguagePickerProps {
  value: Language;
  onChange: (language: Language) => void;
  isBusy?: boolean;
}

const loadMenu = onDemand(() => import('./language-menu'));

/** The flag and code of the current language: the picker's trigger, alone or in its menu. */
function LanguageButton({
  language,
  isBusy,
  ...props
}: { language: Language; isBusy: boolean } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      aria-label={t('language.picker', { code: flagCodeOf[language], language: nativeNames[language] })}
      disabled={isBusy}
      px={8}
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      className="selvedge-hoverable"
      // A press of it in the sign-in page's markup is pressed again here (lib/sign-in-markup.ts).
      data-language-picker
      {...props}
    >
      <Group gap={6} wrap="nowrap">
        <FlagIcon language={language} />
        {/* The button's name starts with this code (WCAG 2.5.3, label in name), then says the language in full. */}
        <Text size="sm" fw={600} aria-hidden>
          {flagCodeOf[language]}
        </Text>
        <LightIcon node={chevronDownIcon} size={14} stroke={1.8} />
      </Group>
    </UnstyledButton>
  );
}

/** The header's language picker (D8); its menu is loaded when first used (on-demand.ts). */
export function LanguagePicker({ value, onChange, isBusy = false }: LanguagePickerProps) {
  const { module, triggerProps, focusRef } = useOnDemand(loadMenu);
  if (!module) return <LanguageButton language={value} isBusy={isBusy} {...triggerProps} />;
  const trigger = <LanguageButton language={value} isBusy={isBusy} ref={focusRef} />;
  return <module.LanguageMenu value={value} onChange={onChange} trigger={trigger} />;
}
