import { Alert, Group, Text, TextInput } from '@mantine/core';
import { SAMPLE_BOOK_MAX, SAMPLE_CUT_QUANTITY } from '@selvedge/contracts';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconInfoCircle } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import type { LineQuantityRule } from '../lib/order-kind';
import { correctBookInput } from '../lib/sample-quantity';

interface SampleQuantityFieldProps {
  /** Any rule but 'free': the regular quantity field is the item modal's own. */
  rule: Exclude<LineQuantityRule, 'free'>;
  value: string;
  /** What the field holds after a key, and whether "The maximum number of samples is 5" shows. */
  onChange: (text: string, isMaxNotice: boolean) => void;
  isMaxNotice: boolean;
  /** A translation key, from the server's answer. */
  error: string | null;
  unit: string;
  /** The looked-up item's name, for the message of an item that cannot go on a sample order. */
  itemName: string;
  /** Set on the message of an item that cannot go on a sample order, for the disabled button to name it. */
  messageId: string;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The sample order's quantity (ordering §4 "Sample order flow", §5, D26): a sample cut's fixed 0,30,
 * read-only; a sample book's whole 1 to 5, corrected as it is typed; for another group, in its place,
 * why it cannot be ordered here. Before the item is known it takes what is typed.
 */
export function SampleQuantityField({
  rule,
  value,
  onChange,
  isMaxNotice,
  error,
  unit,
  itemName,
  messageId,
  inputRef,
}: SampleQuantityFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = unit ? t('placeOrder.item.quantityIn', { unit }) : t('placeOrder.item.quantity');

  if (rule === 'notOrderable') {
    return (
      <Alert
        id={messageId}
        color="orange"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={t('placeOrder.sample.notOrderableTitle')}
        role="alert"
      >
        {t('placeOrder.sample.notOrderable', { name: itemName })}
      </Alert>
    );
  }

  if (rule === 'fixedCut') {
    return (
      <TextInput
        ref={inputRef}
        label={label}
        value={formatNumber(SAMPLE_CUT_QUANTITY)}
        readOnly
        // Read-only looks it: a sample cut is always the same length.
        variant="filled"
        inputMode="decimal"
        description={t('placeOrder.sample.cutHint', { quantity: formatNumber(SAMPLE_CUT_QUANTITY), unit })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );
  }

  const isBook = rule === 'book';
  return (
    <div>
      <TextInput
        ref={inputRef}
        label={label}
        withAsterisk
        value={value}
        // Whole books only: no decimals to type on a phone.
        inputMode={isBook ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={6}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          if (!isBook) {
            onChange(typed, false);
            return;
          }
          const next = correctBookInput(typed);
          onChange(next.text, next.isMaxNotice);
        }}
        description={isBook ? t('placeOrder.sample.bookHint', { max: SAMPLE_BOOK_MAX }) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error ? t(error, { max: SAMPLE_BOOK_MAX }) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={isBook && isMaxNotice ? hintId : undefined}
      />
      {isBook && isMaxNotice ? (
        <Group gap={6} mt={6} wrap="nowrap" id={hintId} role="status">
          <IconInfoCircle
            size={16}
            color="var(--mantine-color-orange-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" fw={500}>
            {t('placeOrder.sample.maxSamples', { max: SAMPLE_BOOK_MAX })}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
