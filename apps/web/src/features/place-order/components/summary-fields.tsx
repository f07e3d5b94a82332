import { Anchor, Checkbox, Group, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { ShippingTypeOption } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { IconExternalLink } from '../../../components/icons';
import { Notice } from '../../../components/notice';
import { errorMessage } from '../../../lib/errors';

/** Parts of the order summary's form (ordering §2 "Order summary modal"); the modal holds their state. */

interface ExportChoicesProps {
  shippingTypes: ShippingTypeOption[];
  shippingTypeCode: string | null;
  onShippingType: (code: string | null) => void;
  partialSupply: boolean;
  onPartialSupply: (checked: boolean) => void;
  disabled: boolean;
}

/** An export customer's shipping type and partial supply (ordering §2). */
export function ExportChoices(props: ExportChoicesProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('orderSummary.shippingType')}
        placeholder={t('orderSummary.standardForwarder')}
        data={props.shippingTypes.map((type) => ({ value: type.code, label: type.label }))}
        value={props.shippingTypeCode}
        onChange={props.onShippingType}
        // Back to the standard forwarder with the clear button, not by clicking the choice again.
        allowDeselect={false}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        disabled={props.disabled}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      <Switch
        label={t('orderSummary.partialSupply')}
        description={t('orderSummary.partialSupplyHint')}
        checked={props.partialSupply}
        onChange={(event) => props.onPartialSupply(event.currentTarget.checked)}
        disabled={props.disabled}
        mt={{ base: 0, sm: 28 }}
      />
    </SimpleGrid>
  );
}

interface TermsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The terms-of-delivery document; null when none is set. */
  termsUrl: string | null;
  disabled: boolean;
}

/** The terms checkbox (ordering §5: no approval without it) and the link to the terms. */
export function TermsField({ checked, onChange, termsUrl, disabled }: TermsFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Checkbox
        label={t('orderSummary.terms')}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        disabled={disabled}
      />
      {termsUrl ? (
        <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" size="sm" ml={32}>
          <Group gap={4} wrap="nowrap" component="span">
            {t('orderSummary.readTerms')}
            <IconExternalLink size={14} aria-hidden />
            <span className="visually-hidden">{t('orderSummary.opensInNewTab')}</span>
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The ERP's rejection of the approval, and a failure not said on a field. */
export function ApprovalProblems({
  rejection,
  error,
}: {
  rejection: { message: string | null } | null;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <>
      {rejection ? (
        <Notice tone="problem" title={t('orderSummary.rejectedTitle')}>
          {rejection.message
            ? t('orderSummary.rejected', { message: rejection.message })
            : t('orderSummary.rejectedNoMessage')}
        </Notice>
      ) : null}
      {error ? <Notice tone="problem">{errorMessage(t, error)}</Notice> : null}
    </>
  );
}
