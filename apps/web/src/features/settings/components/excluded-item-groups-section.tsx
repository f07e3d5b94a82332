import { Alert, Box, Button, Group, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormProblem } from '../../../components/form-problem';
import { IconInfoCircle } from '../../../components/icons';
import { useExcludedItemGroups } from '../api/get-excluded-item-groups';
import { useSaveExcludedItemGroups } from '../api/save-excluded-item-groups';
import { SettingsSection } from './settings-section';

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** Settings 3: product groups never offered nor accepted in search, stock check and ordering (D34). */
export function ExcludedItemGroupsSection() {
  const { t } = useTranslation();
  const query = useExcludedItemGroups();
  const save = useSaveExcludedItemGroups();
  const [chosen, setChosen] = useState<string[]>([]);
  const stored = query.data?.codes;
  useEffect(() => {
    if (stored) setChosen(stored);
  }, [stored]);

  const options = useMemo(
    () =>
      (query.data?.itemGroups ?? []).map((group) => ({
        value: group.code,
        label: `${group.code} · ${group.name}`,
      })),
    [query.data],
  );
  const isChanged = stored ? !sameCodes(chosen, stored) : false;

  const submit = () =>
    save.mutate(
      { codes: chosen },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'teal',
            message:
              saved.codes.length > 0
                ? t('settings.excluded.saved', { count: saved.codes.length })
                : t('settings.excluded.savedNone'),
          }),
      },
    );

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={36} aria-label={t('common.loading')} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.itemGroups.length === 0) {
    body = (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('settings.excluded.noGroups')}
      </Alert>
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <FormProblem error={save.error} />
          <MultiSelect
            label={t('settings.excluded.label')}
            placeholder={chosen.length === 0 ? t('settings.excluded.placeholder') : undefined}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t('common.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            clearButtonProps={{ 'aria-label': t('common.clear') }}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('settings.excluded.count', { count: chosen.length })}
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!isChanged}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <SettingsSection title={t('settings.excluded.title')} description={t('settings.excluded.description')}>
      <Box p="md">{body}</Box>
    </SettingsSection>
  );
}
