import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Language, MaintenanceTexts } from '@selvedge/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { FormModal } from '../../../components/form-modal';
import { IconPencil } from '../../../components/icons';
import { MaintenanceSwitch } from '../../../components/maintenance-switch';
import { QueryErrorState } from '../../../components/query-error-state';
import { translatedInputProps } from '../../../lib/form';
import { useMaintenance } from '../../../lib/maintenance';
import { requiredKey } from '../../../lib/validators';
import { useSaveMaintenanceTexts } from '../api/save-maintenance-texts';
import {
  type CompactColumn,
  CompactTable,
  CompactTableSkeleton,
  languageColumn,
  languageLabel,
} from './compact-table';
import { SettingsSection } from './settings-section';

/** The storage order of administration 3; each language its own text, never crossed (D11). */
const textOrder = ['en', 'de', 'nl', 'fr'] as const satisfies readonly Language[];

function EditTextsModal({ texts, onClose }: { texts: MaintenanceTexts; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMaintenanceTexts();
  const form = useForm<MaintenanceTexts>({
    initialValues: texts,
    validate: { en: requiredKey, de: requiredKey, nl: requiredKey, fr: requiredKey },
  });

  const submit = form.onSubmit((values) => {
    save.mutate(values, closeWhenSaved(form, onClose, { message: t('settings.maintenance.textsSaved') }));
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('settings.maintenance.editTitle')}
      onSubmit={submit}
      mutation={save}
      submitLabel={t('common.save')}
      size="lg"
    >
      {textOrder.map((language) => (
        <Textarea
          key={language}
          label={languageLabel(t, language)}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          aria-required
          {...translatedInputProps(form, language, t)}
        />
      ))}
    </FormModal>
  );
}

interface TextRow {
  language: Language;
  text: string;
}

/** Settings 4: the switch, sent at once, and the notice's text in each language. */
export function MaintenanceSection() {
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  const [isEditing, setIsEditing] = useState(false);

  const columns: CompactColumn<TextRow>[] = [
    languageColumn('language', t('settings.maintenance.language'), (row) => row.language),
    {
      id: 'text',
      header: t('settings.maintenance.text'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {row.text}
        </Text>
      ),
    },
  ];

  let body: ReactNode;
  if (maintenance.isPending) {
    body = <CompactTableSkeleton />;
  } else if (maintenance.isError) {
    body = <QueryErrorState query={maintenance} />;
  } else {
    const { enabled, texts } = maintenance.data;
    body = (
      <>
        <Group
          p="md"
          justify="space-between"
          gap="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} c={enabled ? 'dimmed' : undefined} aria-hidden="true">
              {t('common.off')}
            </Text>
            <MaintenanceSwitch isEnabled={enabled} />
            <Text size="sm" fw={700} c={enabled ? 'orange.8' : 'dimmed'} aria-hidden="true">
              {t('common.on')}
            </Text>
          </Group>
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
            {t('settings.maintenance.editTexts')}
          </Button>
        </Group>
        <CompactTable
          label={t('settings.maintenance.textsLabel')}
          columns={columns}
          rows={textOrder.map((language) => ({ language, text: texts[language] }))}
          rowKey={(row) => row.language}
        />
        {isEditing ? <EditTextsModal texts={texts} onClose={() => setIsEditing(false)} /> : null}
      </>
    );
  }

  return (
    <SettingsSection title={t('settings.maintenance.title')} description={t('dashboard.maintenanceHint')}>
      {body}
    </SettingsSection>
  );
}
