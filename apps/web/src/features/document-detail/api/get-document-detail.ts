import type { DocumentDetail } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The documents with a detail page; credit notes share the invoice's (D19). */
export type DetailKind = 'order' | 'delivery' | 'invoice' | 'creditNote' | 'return';

function pathOf(kind: DetailKind, id: number): string {
  switch (kind) {
    case 'order':
      return `/api/orders/${id}`;
    case 'delivery':
      return `/api/deliveries/${id}`;
    case 'invoice':
    case 'creditNote':
      return `/api/invoices/${id}`;
    case 'return':
      return `/api/returns/${id}`;
  }
}

export const documentDetailKeys = {
  detail: (kind: DetailKind, id: number | null) => ['document-detail', kind, id] as const,
};

export const getDocumentDetail = (kind: DetailKind, id: number) =>
  api.get<DocumentDetail>(pathOf(kind, id), {
    query: kind === 'invoice' || kind === 'creditNote' ? { kind } : undefined,
  });

export function useDocumentDetail(kind: DetailKind, id: number | null) {
  return useQuery({
    queryKey: documentDetailKeys.detail(kind, id),
    queryFn: () => getDocumentDetail(kind, id ?? 0),
    enabled: id !== null,
  });
}
