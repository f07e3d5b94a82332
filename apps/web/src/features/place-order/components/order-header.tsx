import { Box, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { OrderDraft, OrderingContext } from '@selvedge/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../components/icons';
import { AddressText, InfoCard } from '../../../components/info-card';
import { errorMessage } from '../../../lib/errors';
import { billingAddressOf } from '../lib/address-form';
import { ShippingAddressBlock } from './shipping-address-block';
import type { ReferenceSaveState } from './use-reference-autosave';

interface OrderHeaderProps {
  draft: OrderDraft;
  context: OrderingContext;
  reference: {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    saveState: ReferenceSaveState;
    saveError: unknown;
    /** "Customer reference is required", after an attempt to submit without one. */
    isRequiredShown: boolean;
    inputRef: Ref<HTMLInputElement>;
  };
}

/**
 * The order's header (ordering §2): the customer reference, the business partner and the billing
 * address as read-only facts, and the shipping address block with its own editing.
 */
export function OrderHeader({ draft, context, reference }: OrderHeaderProps) {
  const { t } = useTranslation();
  const error = reference.isRequiredShown
    ? t('placeOrder.header.referenceRequired')
    : reference.saveState === 'failed'
      ? errorMessage(t, reference.saveError)
      : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="lg">
      <InfoCard isFullHeight title={t('placeOrder.header.order')}>
        <TextInput
          ref={reference.inputRef}
          label={t('placeOrder.header.reference')}
          withAsterisk
          value={reference.value}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => reference.onChange(event.currentTarget.value)}
          onBlur={reference.onBlur}
          onKeyDown={(event) => {
            // Enter saves, as leaving the field does; it never submits the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              reference.onBlur();
            }
          }}
          error={error}
          aria-invalid={error ? true : undefined}
          rightSection={<SaveIndicator state={reference.saveState} />}
          description={<SaveText state={reference.saveState} />}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <Box mt="sm">
          <Text size="xs" c="dimmed">
            {t('placeOrder.header.businessPartner')}
          </Text>
          <Text size="sm" fw={600}>
            {context.customer.name}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              ({context.customer.code})
            </Text>
          </Text>
        </Box>
      </InfoCard>
      <InfoCard isFullHeight title={t('placeOrder.header.billTo')}>
        <AddressText
          address={billingAddressOf(context)}
          // Before the first ERP sync no address is known yet: it is coming, not missing.
          emptyText={t(
            context.isAwaitingFirstSync ? 'placeOrder.firstSync.address' : 'placeOrder.header.noAddress',
          )}
        />
      </InfoCard>
      <Box>
        <ShippingAddressBlock draft={draft} context={context} />
      </Box>
    </SimpleGrid>
  );
}

function SaveIndicator({ state }: { state: ReferenceSaveState }) {
  if (state === 'saving') return <Loader size={14} />;
  if (state === 'saved') return <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />;
  return null;
}

/** A quiet word under the field, read out politely, that the reference has been saved. */
function SaveText({ state }: { state: ReferenceSaveState }) {
  const { t } = useTranslation();
  const text =
    state === 'saving'
      ? t('placeOrder.header.referenceSaving')
      : state === 'saved'
        ? t('placeOrder.header.referenceSaved')
        : '';
  return <span aria-live="polite">{text}</span>;
}
