import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '../../../components/icons';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import '@mantine/dates/styles.css';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { readDateEntry, showDate } from '../../../lib/filter-state';
import { currentLanguage } from '../../../lib/i18n';

interface PickUpDateFieldProps {
  id: string;
  /** As shown and typed: dd-mm-yyyy (D10). */
  value: string;
  onChange: (text: string) => void;
  /** The first day that can be chosen (today), ISO. */
  minDate: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The pick-up date (ordering §2, D10, D30): typed as dd-mm-yyyy (or 1-3-2026, 0103…, as the filter
 * panels read dates), or chosen in Mantine's calendar in the user's language, weeks from Monday, no day
 * before today.
 */
export function PickUpDateField({ id, value, onChange, minDate, error, inputRef }: PickUpDateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: currentLanguage(), firstDayOfWeek: 1 }}>
      <DateInput
        id={id}
        ref={inputRef}
        label={t('addReturn.pickUpDate.label')}
        description={t('addReturn.pickUpDate.hint')}
        placeholder={t('addReturn.pickUpDate.placeholder')}
        withAsterisk
        aria-required
        value={readDateEntry(value)}
        onChange={(iso) => onChange(iso ? showDate(iso) : '')}
        dateParser={(typed) => readDateEntry(typed)}
        valueFormat="DD-MM-YYYY"
        minDate={minDate}
        inputMode="numeric"
        autoComplete="off"
        leftSection={<IconCalendar size={18} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          previousMonth: t('addReturn.pickUpDate.previousMonth'),
          nextMonth: t('addReturn.pickUpDate.nextMonth'),
        }}
        error={error}
        aria-invalid={error ? true : undefined}
      />
    </DatesProvider>
  );
}
