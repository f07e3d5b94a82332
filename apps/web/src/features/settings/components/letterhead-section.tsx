import { Box, Button, Group, Image, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Letterhead } from '@selvedge/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { FormProblem, markServerErrors } from '../../../components/form-problem';
import { IconPhotoPlus, IconTrash } from '../../../components/icons';
import { UploadButton } from '../../../components/upload-button';
import { errorMessage } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { emailKey } from '../../../lib/validators';
import { uploadLogo, useLetterhead, useSaveLetterhead } from '../api/letterhead';
import { SettingsSection } from './settings-section';

type TextField = Exclude<keyof Letterhead, 'logoFileId'>;

/** The fields in the order they are printed, with the longest each takes (packages/contracts statement.ts). */
const FIELDS: ReadonlyArray<{ name: TextField; max: number; type?: string }> = [
  { name: 'companyName', max: 120 },
  { name: 'street', max: 120 },
  { name: 'postalCode', max: 20 },
  { name: 'city', max: 80 },
  { name: 'country', max: 80 },
  { name: 'vatNumber', max: 30 },
  { name: 'chamberOfCommerce', max: 30 },
  { name: 'phone', max: 40, type: 'tel' },
  { name: 'email', max: 254, type: 'email' },
  { name: 'website', max: 120 },
  { name: 'bankAccount', max: 60 },
];

/** The statement of account's letterhead: the supplier's name, address, numbers, contact lines and logo. */
export function LetterheadSection() {
  const { t } = useTranslation();
  const query = useLetterhead();

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={220} aria-label={t('common.loading')} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else body = <LetterheadForm stored={query.data} />;

  return (
    <SettingsSection
      title={t('statement.letterhead.title')}
      description={t('statement.letterhead.description')}
    >
      <Box p="md">{body}</Box>
    </SettingsSection>
  );
}

function LetterheadForm({ stored }: { stored: Letterhead }) {
  const { t } = useTranslation();
  const save = useSaveLetterhead();
  const form = useForm<Letterhead>({
    initialValues: stored,
    // The address is optional: checked only when one is typed.
    validate: { email: (value) => (value.trim() ? emailKey(value) : null) },
  });
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  // The chosen file shows at once from the browser; the saved one from the API (its id in the address,
  // so that a replaced logo is not taken from the cache).
  const [preview, setPreview] = useState<{ id: string; url: string } | null>(null);
  const logoId = form.values.logoFileId;
  const logoUrl = logoId && preview?.id === logoId ? preview.url : `/api/letterhead/logo?v=${logoId}`;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const upload = async (file: File | null) => {
    if (!file) return;
    setIsUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadLogo(file);
      setPreview({ id: uploaded.id, url: URL.createObjectURL(file) });
      form.setFieldValue('logoFileId', uploaded.id);
    } catch (error) {
      setUploadError(error);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            form.setValues(saved);
            form.resetDirty(saved);
            notifications.show({ color: 'teal', message: t('statement.letterhead.saved') });
          },
          onError: (error) => markServerErrors(form, error),
        }),
      )}
    >
      <Stack gap="md">
        <FormProblem error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(({ name, max, type }) => (
            <TextInput
              key={name}
              label={t(`statement.letterhead.${name}`)}
              maxLength={max}
              type={type}
              autoComplete="off"
              {...translatedInputProps(form, name, t)}
            />
          ))}
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('statement.letterhead.logo')}
          </Text>
          <Group gap="md" align="center">
            {logoId ? (
              <Image
                src={logoUrl}
                alt={t('statement.letterhead.logoAlt')}
                h={56}
                w="auto"
                fit="contain"
                radius="sm"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('statement.letterhead.noLogo')}
              </Text>
            )}
            <UploadButton
              onChange={(file) => void upload(file)}
              accept="image/png,image/jpeg"
              icon={IconPhotoPlus}
              isUploading={isUploading}
            >
              {t('statement.letterhead.uploadLogo')}
            </UploadButton>
            {logoId ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => form.setFieldValue('logoFileId', null)}
              >
                {t('statement.letterhead.removeLogo')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c={uploadError ? 'red' : 'dimmed'} role={uploadError ? 'alert' : undefined}>
            {uploadError ? errorMessage(t, uploadError) : t('statement.letterhead.logoHint')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('statement.letterhead.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
