import { ActionIcon, Group, Loader, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { OrderItem } from '@selvedge/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName } from './cells';
import { Hint } from './hint';
import { IconCheck, IconSearch } from './icons';

type FieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'rightSection' | 'rightSectionPointerEvents'>;

interface ItemCodeFieldProps extends FieldProps {
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** The search icon: opens the item search slide-in (ordering §2). */
  onSearch: () => void;
  isLookingUp: boolean;
  /** The looked-up item, while the field still names it; null hides the line under the field. */
  item: Pick<OrderItem, 'name' | 'salesUnit'> | null;
}

/**
 * The product code of the item modal and the stock check (ordering §2): required, with the search icon
 * that opens the item search, and under it the looked-up item's name and unit, or that it is being
 * looked up. The caller looks the item up when the field is left (`onBlur`).
 */
export function ItemCodeField({
  inputRef,
  onChange,
  onSearch,
  isLookingUp,
  item,
  ...props
}: ItemCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <TextInput
        ref={inputRef}
        withAsterisk
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        {...props}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={props.error ? true : undefined}
        rightSectionPointerEvents="all"
        rightSection={
          <Hint label={t('itemCode.search')}>
            <ActionIcon variant="subtle" aria-label={t('itemCode.search')} onClick={onSearch}>
              <IconSearch size={18} />
            </ActionIcon>
          </Hint>
        }
      />
      <ItemFound isLookingUp={isLookingUp} item={item} />
    </div>
  );
}

/** Under the code field: the looked-up item's name and unit, or that it is being looked up. */
function ItemFound({ isLookingUp, item }: Pick<ItemCodeFieldProps, 'isLookingUp' | 'item'>) {
  const { t } = useTranslation();
  if (isLookingUp) {
    return (
      <Group gap={6} mt={6} role="status">
        <Loader size={14} />
        <Text size="sm" c="dimmed">
          {t('itemCode.lookingUp')}
        </Text>
      </Group>
    );
  }
  if (!item) return null;
  return (
    <Group gap={6} mt={6} wrap="nowrap" align="flex-start" role="status">
      <IconCheck
        size={16}
        color="var(--mantine-color-teal-7)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 3 }}
      />
      <Text size="sm" translate="no" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {item.name}
        </Text>
        {item.salesUnit ? (
          <Text span c="dimmed">
            {' '}
            · {t('itemCode.unit', { unit: unitName(item.salesUnit) })}
          </Text>
        ) : null}
      </Text>
    </Group>
  );
}
