import { ActionIcon, List, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconInfoCircle } from '../../../components/icons';

/**
 * The screen's info button. Help documents exist for the customer's pages only (foundations 1), so the
 * rules of this screen are told here, in the user's language.
 */
export function ErrorLogsInfo() {
  const { t } = useTranslation();
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('errorLogs.info.label')}>
          <IconInfoCircle size={20} stroke={1.7} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('errorLogs.info.title')}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('errorLogs.info.search')}</List.Item>
            <List.Item>{t('errorLogs.info.filter')}</List.Item>
            <List.Item>{t('errorLogs.info.alone')}</List.Item>
            <List.Item>{t('errorLogs.info.reference')}</List.Item>
          </List>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
