import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Language } from '@selvedge/contracts';
import { IconCheck } from '@tabler/icons-react';
import { __iconNode as chevronDownIcon } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useTranslation } from 'react-i18next';
import { flagCodeOf, uiLanguages } from '../lib/language';
import { FlagIcon } from './flag-icon';
import { LightIcon } from './light-icon';

/** Each language is named in itself, as language pickers do, so a reader finds their own. */
const nativeNames: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
};

interface LanguagePickerProps {
  value: Language;
  onChange: (language: Language) => void;
  isBusy?: boolean;
}

export function LanguagePicker({ value, onChange, isBusy = false }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={190} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('language.picker', { code: flagCodeOf[value], language: nativeNames[value] })}
          disabled={isBusy}
          px={8}
          py={6}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          className="selvedge-hoverable"
        >
          <Group gap={6} wrap="nowrap">
            <FlagIcon language={value} />
            {/* The button's name starts with this code (WCAG 2.5.3, label in name), then says the language in full. */}
            <Text size="sm" fw={600} aria-hidden>
              {flagCodeOf[value]}
            </Text>
            <LightIcon node={chevronDownIcon} size={14} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {uiLanguages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            leftSection={<FlagIcon language={language} />}
            rightSection={language === value ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => onChange(language)}
            aria-current={language === value ? 'true' : undefined}
          >
            <Group gap={8} justify="space-between" wrap="nowrap">
              <span>{nativeNames[language]}</span>
              <Text span size="xs" c="dimmed">
                {flagCodeOf[language]}
              </Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
