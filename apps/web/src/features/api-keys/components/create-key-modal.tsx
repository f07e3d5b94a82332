import { Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  API_KEY_DEFAULT_DAYS,
  type ApiKeyList,
  type ApiKeyScope,
  apiKeyScopes,
  type IssuedApiKey,
} from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { markServerErrors } from '../../../components/form-problem';
import { IconKey } from '../../../components/icons';
import { translatedInputProps } from '../../../lib/form';
import { requiredKey } from '../../../lib/validators';
import { useCreateApiKey } from '../api/api-keys';
import { scopeKey } from '../api/queries';

interface CreateValues {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: string;
  shipToId: string;
}

/** The expiries offered: a month, the default three months, half a year, a year (the most, ADR-036). */
const expiryDays = [30, API_KEY_DEFAULT_DAYS, 180, 365];

/**
 * Create a key: its name, what it may do (ordering only for a creator who may order), its expiry and,
 * for an export customer with several ship-tos, the one it works for. The token comes back once.
 */
export function CreateKeyModal({
  path,
  list,
  onClose,
  onCreated,
}: {
  path: string;
  list: ApiKeyList;
  onClose: () => void;
  onCreated: (issued: IssuedApiKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey(path);
  const form = useForm<CreateValues>({
    initialValues: {
      name: '',
      scopes: ['documents:read'],
      expiresInDays: String(API_KEY_DEFAULT_DAYS),
      shipToId: list.shipTos[0]?.id ?? '',
    },
    validate: {
      name: requiredKey,
      scopes: (value) => (value.length > 0 ? null : 'apiKeys.form.scopeRequired'),
    },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        name: values.name.trim(),
        scopes: values.scopes,
        expiresInDays: Number(values.expiresInDays),
        ...(list.shipTos.length > 0 ? { shipToId: values.shipToId } : {}),
      },
      { onSuccess: onCreated, onError: (error) => markServerErrors(form, error) },
    ),
  );
  const scopesError = form.errors.scopes;

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('apiKeys.form.title')}
      onSubmit={submit}
      mutation={create}
      submitLabel={t('apiKeys.form.create')}
      submitIcon={<IconKey size={16} />}
      isFullScreenOnPhone
      intro={
        <Text size="sm" c="dimmed">
          {t('apiKeys.form.intro')}
        </Text>
      }
    >
      <TextInput
        label={t('apiKeys.form.name')}
        description={t('apiKeys.form.nameHint')}
        aria-required
        data-autofocus
        maxLength={60}
        {...translatedInputProps(form, 'name', t)}
      />
      <Checkbox.Group
        label={t('apiKeys.form.scopes')}
        value={form.values.scopes}
        onChange={(value) => form.setFieldValue('scopes', value as ApiKeyScope[])}
        error={typeof scopesError === 'string' ? t(scopesError) : undefined}
      >
        <Stack gap="xs" mt={6}>
          {apiKeyScopes.map((scope) => {
            const isGrantable = list.grantableScopes.includes(scope);
            return (
              <Checkbox
                key={scope}
                value={scope}
                disabled={!isGrantable}
                label={t(`apiKeys.scopes.${scopeKey(scope)}`)}
                description={
                  isGrantable ? t(`apiKeys.scopeHints.${scopeKey(scope)}`) : t('apiKeys.form.scopeNotHeld')
                }
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
      <Select
        label={t('apiKeys.form.expiry')}
        data={expiryDays.map((days) => ({
          value: String(days),
          label: t('apiKeys.form.days', { count: days }),
        }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        {...translatedInputProps(form, 'expiresInDays', t)}
      />
      {list.shipTos.length > 0 ? (
        <Select
          label={t('apiKeys.form.shipTo')}
          description={t('apiKeys.form.shipToHint')}
          data={list.shipTos.map((shipTo) => ({ value: shipTo.id, label: shipTo.name }))}
          allowDeselect={false}
          aria-required
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          {...translatedInputProps(form, 'shipToId', t)}
        />
      ) : null}
    </FormModal>
  );
}
