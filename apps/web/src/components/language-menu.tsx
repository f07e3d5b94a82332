import { Group, Menu, Text } from '@mantine/core';
import type { Language } from '@selvedge/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { flagCodeOf, nativeNames, uiLanguages } from '../lib/language';
import { FlagIcon } from './flag-icon';
import { IconCheck } from './icons';
import { useOpenedOnMount } from './on-demand';

/** The language menu, loaded when the picker is first used (language-picker.tsx); opens as it mounts. */
export function LanguageMenu({
  value,
  onChange,
  trigger,
}: {
  value: Language;
  onChange: (language: Language) => void;
  trigger: ReactElement;
}) {
  const { t } = useTranslation();
  const opening = useOpenedOnMount();
  return (
    <Menu position="bottom-end" shadow="md" width={190} withinPortal {...opening}>
      <Menu.Target>{trigger}</Menu.Target>
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
