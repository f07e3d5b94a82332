import { CloseButton, TextInput } from '@mantine/core';
import { __iconNode as searchIcon } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightIcon } from './light-icon';

interface ListSearchProps {
  /** The applied search (from the address). */
  value: string;
  onSearch: (search: string) => void;
}

/** The quick search of a list, applied on Enter (D17); clearing it shows the whole list again. */
export function ListSearch({ value, onSearch }: ListSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Back and forward change the applied search; the box follows.
  useEffect(() => setDraft(value), [value]);

  return (
    <TextInput
      aria-label={t('list.searchLabel')}
      placeholder={t('list.searchPlaceholder')}
      leftSection={<LightIcon node={searchIcon} size={16} />}
      value={draft}
      maxLength={100}
      enterKeyHint="search"
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(draft);
        } else if (event.key === 'Escape' && draft) {
          setDraft(value);
        }
      }}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setDraft('');
              if (value) onSearch('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 340 }}
    />
  );
}
