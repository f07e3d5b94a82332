import type { SavedListSummary } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';

/** The name a list is shown by: the favourites in the reader's language, a named list by its name. */
export function useListTitle() {
  const { t } = useTranslation();
  return (list: Pick<SavedListSummary, 'kind' | 'name'>) =>
    list.kind === 'favourites' ? t('savedLists.favourites') : list.name;
}
