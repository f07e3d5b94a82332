import type { Language, NewsAdmin, NewsInput } from '@selvedge/contracts';

export interface FormImage {
  /** A new upload; null for an image the item already has. */
  fileId: string | null;
  url: string;
  isPrimary: boolean;
}

export type Localized = Record<Language, string>;

export interface NewsFormValues {
  subject: Localized;
  subtitle: Localized;
  text: Localized;
  /** dd-mm-yyyy as typed (administration 5). */
  startDate: string;
  endDate: string;
  customerGroupCodes: string[];
  images: FormImage[];
}

const empty = (): Localized => ({ en: '', nl: '', de: '', fr: '' });

/** dd-mm-yyyy ↔ ISO yyyy-mm-dd. */
export const isoToDisplay = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : '');
export function displayToIso(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

export const valuesOf = (item: NewsAdmin | null, today: string): NewsFormValues =>
  item
    ? {
        subject: { ...item.subject },
        subtitle: { ...item.subtitle },
        text: { ...item.text },
        startDate: isoToDisplay(item.startDate),
        endDate: isoToDisplay(item.endDate),
        customerGroupCodes: [...item.customerGroupCodes],
        images: item.images.map((image) => ({ fileId: null, url: image.url, isPrimary: image.isPrimary })),
      }
    : {
        subject: empty(),
        subtitle: empty(),
        text: empty(),
        startDate: isoToDisplay(today),
        endDate: '',
        customerGroupCodes: [],
        images: [],
      };

export const bodyOf = (values: NewsFormValues): NewsInput => ({
  subject: values.subject,
  subtitle: values.subtitle,
  text: values.text,
  startDate: displayToIso(values.startDate) ?? '',
  endDate: values.endDate.trim() ? displayToIso(values.endDate) : null,
  customerGroupCodes: values.customerGroupCodes,
  images: values.images.map((image) =>
    image.fileId
      ? { fileId: image.fileId, isPrimary: image.isPrimary }
      : { url: image.url, isPrimary: image.isPrimary },
  ),
});
