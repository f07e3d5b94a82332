import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  Image,
  MultiSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Language, languageFlagCode, MAX_UPLOAD_BYTES, type NewsAdmin } from '@selvedge/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { FormProblem } from '../../../components/form-problem';
import { IconPhotoPlus, IconTrash } from '../../../components/icons';
import { UploadButton } from '../../../components/upload-button';
import { errorMessage } from '../../../lib/errors';
import { useCustomerGroups } from '../../../lib/lookups';
import { useIsPhone } from '../../../lib/use-is-phone';
import { uploadFile, useSaveNews } from '../api/news-admin';
import { bodyOf, displayToIso, type NewsFormValues, valuesOf } from './news-form-values';

export type DrawerMode = 'add' | 'update' | 'view';

/** Dutch first: it is the required language (administration 5). */
const formLanguages: Language[] = ['nl', 'en', 'de', 'fr'];
const todayIso = () => new Date().toISOString().slice(0, 10);

interface NewsDrawerProps {
  mode: DrawerMode | null;
  item: NewsAdmin | null;
  onClose: () => void;
}

/** The slide-in form of administration 2: add, update, or view (read-only). */
export function NewsDrawer({ mode, item, onClose }: NewsDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const save = useSaveNews();
  const groups = useCustomerGroups();
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const isReadOnly = mode === 'view';

  const form = useForm<NewsFormValues>({
    initialValues: valuesOf(null, todayIso()),
    validate: {
      subject: { nl: (value) => (value.trim() ? null : 'validation.REQUIRED') },
      subtitle: { nl: (value) => (value.trim() ? null : 'validation.REQUIRED') },
      text: { nl: (value) => (value.trim() ? null : 'validation.REQUIRED') },
      startDate: (value) => (displayToIso(value) ? null : 'contentAdmin.news.dateFormat'),
      endDate: (value, values) => {
        if (!value.trim()) return null;
        const end = displayToIso(value);
        if (!end) return 'contentAdmin.news.dateFormat';
        const start = displayToIso(values.startDate);
        return start && end < start ? 'contentAdmin.news.endBeforeStart' : null;
      },
    },
  });

  // A new item, or another one, fills the form afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the drawer opens on another item.
  useEffect(() => {
    if (mode) {
      form.setValues(valuesOf(item, todayIso()));
      form.resetDirty();
      form.clearErrors();
      save.reset();
      setUploadError(null);
    }
  }, [mode, item?.id]);

  const field = (path: string) => {
    const props = form.getInputProps(path);
    const key = form.errors[path];
    const error = typeof key === 'string' && key.trim() ? t(key) : key ? ' ' : undefined;
    return { ...props, error, readOnly: isReadOnly, 'aria-invalid': error ? true : undefined };
  };

  const addImages = async (files: File[]) => {
    setUploadError(null);
    setIsUploading(true);
    try {
      for (const file of files) {
        if (file.size > MAX_UPLOAD_BYTES) {
          setUploadError(t('errors.FILE_TOO_LARGE'));
          continue;
        }
        const uploaded = await uploadFile(file, 'newsImage');
        const hasPrimary = form.getValues().images.some((image) => image.isPrimary);
        form.insertListItem('images', {
          fileId: uploaded.id,
          url: URL.createObjectURL(file),
          isPrimary: !hasPrimary,
        });
      }
    } catch (error) {
      setUploadError(errorMessage(t, error));
    } finally {
      setIsUploading(false);
    }
  };

  const setPrimary = (index: number) =>
    form.setFieldValue(
      'images',
      form.getValues().images.map((image, position) => ({ ...image, isPrimary: position === index })),
    );

  const submit = form.onSubmit(
    (values) => {
      save.mutate(
        { id: mode === 'update' && item ? item.id : null, body: bodyOf(values) },
        closeWhenSaved(form, onClose, { message: t('contentAdmin.saved') }),
      );
    },
    (errors) => {
      // Jump to the language tab of the first error.
      const first = Object.keys(errors)[0] ?? '';
      const language = formLanguages.find((code) => first.endsWith(`.${code}`));
      if (language) setTab(language);
    },
  );
  const [tab, setTab] = useState<string | null>('nl');

  const title =
    mode === 'add'
      ? t('contentAdmin.news.addTitle')
      : mode === 'update'
        ? t('contentAdmin.news.editTitle')
        : t('contentAdmin.news.viewTitle');
  const groupOptions = (groups.data?.groups ?? []).map((group) => ({
    value: group.code,
    label: `${group.code} – ${group.name}`,
  }));
  for (const code of form.getValues().customerGroupCodes) {
    if (!groupOptions.some((option) => option.value === code))
      groupOptions.push({ value: code, label: code });
  }

  return (
    <Drawer
      opened={mode !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem error={save.error} />
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              {formLanguages.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {languageFlagCode[language]}
                  {language === 'nl' && !isReadOnly ? ' *' : ''}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {formLanguages.map((language) => (
              <Tabs.Panel key={language} value={language} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={`${t('contentAdmin.news.subject')} (${languageFlagCode[language]})`}
                    withAsterisk={language === 'nl' && !isReadOnly}
                    {...field(`subject.${language}`)}
                  />
                  <TextInput
                    label={`${t('contentAdmin.news.subtitle')} (${languageFlagCode[language]})`}
                    withAsterisk={language === 'nl' && !isReadOnly}
                    {...field(`subtitle.${language}`)}
                  />
                  <Textarea
                    label={`${t('contentAdmin.news.text')} (${languageFlagCode[language]})`}
                    withAsterisk={language === 'nl' && !isReadOnly}
                    autosize
                    minRows={4}
                    maxRows={12}
                    {...field(`text.${language}`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('contentAdmin.news.startDate')}
              placeholder={t('contentAdmin.news.datePlaceholder')}
              withAsterisk={!isReadOnly}
              {...field('startDate')}
            />
            <TextInput
              label={t('contentAdmin.news.endDate')}
              placeholder={t('contentAdmin.news.datePlaceholder')}
              {...field('endDate')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('contentAdmin.customerGroups')}
            description={t('contentAdmin.news.groupsHint')}
            data={groupOptions}
            searchable
            clearable={!isReadOnly}
            readOnly={isReadOnly}
            {...form.getInputProps('customerGroupCodes')}
          />
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={500} size="sm">
                {t('contentAdmin.news.images')}
              </Text>
              {isReadOnly ? null : (
                <UploadButton
                  onChange={(files) => void addImages(files)}
                  accept="image/png,image/jpeg"
                  multiple
                  icon={IconPhotoPlus}
                  isUploading={isUploading}
                >
                  {t('contentAdmin.news.addImages')}
                </UploadButton>
              )}
            </Group>
            {uploadError ? (
              <Text c="red" size="sm" role="alert">
                {uploadError}
              </Text>
            ) : null}
            {form.getValues().images.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('contentAdmin.news.noImages')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                {form.getValues().images.map((image, index) => (
                  <Paper key={image.url} withBorder p={6} radius="sm">
                    <Image src={image.url} alt="" h={80} fit="cover" radius="xs" />
                    <Group justify="space-between" mt={6} wrap="nowrap" gap={4}>
                      <Radio
                        size="xs"
                        label={t('contentAdmin.news.primary')}
                        checked={image.isPrimary}
                        disabled={isReadOnly}
                        onChange={() => setPrimary(index)}
                      />
                      {isReadOnly ? null : (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          aria-label={t('contentAdmin.news.removeImage', { number: index + 1 })}
                          onClick={() => form.removeListItem('images', index)}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      )}
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {isReadOnly ? t('common.close') : t('common.cancel')}
            </Button>
            {isReadOnly ? null : (
              <Button type="submit" loading={save.isPending} disabled={isUploading}>
                {t('contentAdmin.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
