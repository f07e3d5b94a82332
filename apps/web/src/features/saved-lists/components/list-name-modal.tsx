import { Switch, TextInput } from '@mantine/core';
import { SAVED_LIST_NAME_MAX, type SavedListSummary } from '@selvedge/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api-client';
import { useCreateList, useUpdateList } from '../api/saved-lists';

interface ListNameModalProps {
  opened: boolean;
  onClose: () => void;
  /** Renaming this list; without it a new list is made. */
  list?: SavedListSummary;
  onSaved: (id: string) => void;
}

/** What is wrong with a list's name, as a translation key; null when it may be saved. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'validation.REQUIRED';
  if (trimmed.length > SAVED_LIST_NAME_MAX) return 'validation.TOO_LONG';
  return null;
}

/** Makes a list (its name, shared or not) or renames one; what was typed stays after a refusal. */
export function ListNameModal({ opened, onClose, list, onSaved }: ListNameModalProps) {
  const { t } = useTranslation();
  const create = useCreateList();
  const rename = useUpdateList(list?.id ?? '');
  const mutation = list ? rename : create;
  const [name, setName] = useState(list?.name ?? '');
  const [isShared, setIsShared] = useState(false);
  const [isTried, setIsTried] = useState(false);

  // Each opening starts from the list as it is and without the last refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only, not on each new mutation object
  useEffect(() => {
    if (!opened) return;
    setName(list?.name ?? '');
    setIsShared(false);
    setIsTried(false);
    create.reset();
    rename.reset();
  }, [opened, list?.name]);

  const problem = nameProblem(name);
  const taken = isApiError(mutation.error) && mutation.error.code === 'SAVED_LIST_NAME_TAKEN';
  const fieldError = isTried && problem ? t(problem) : taken ? t('errors.SAVED_LIST_NAME_TAKEN') : undefined;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={list ? t('savedLists.rename') : t('savedLists.create')}
      submitLabel={t('savedLists.save')}
      mutation={{ error: taken ? null : mutation.error, isPending: mutation.isPending }}
      onSubmit={(event) => {
        event?.preventDefault();
        setIsTried(true);
        if (problem) return;
        const saved = { onSuccess: (answer: { id: string }) => onSaved(answer.id) };
        if (list) rename.mutate({ name: name.trim() }, saved);
        else create.mutate({ name: name.trim(), isShared }, saved);
      }}
    >
      <TextInput
        label={t('savedLists.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={fieldError}
        maxLength={SAVED_LIST_NAME_MAX + 20}
        required
        data-autofocus
      />
      {list ? null : (
        <Switch
          label={t('savedLists.shareWithColleagues')}
          checked={isShared}
          onChange={(event) => setIsShared(event.currentTarget.checked)}
        />
      )}
    </FormModal>
  );
}
