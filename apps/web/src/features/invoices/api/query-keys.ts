import type { ListParams } from '../../../lib/list-params';
import type { OpenItemParams } from '../lib/open-items';

export const invoicesKeys = {
  lines: (params: ListParams) => ['invoices', 'lines', params] as const,
  openItems: (params: OpenItemParams) => ['open-items', 'list', params] as const,
  paymentOverview: ['payments', 'overview'] as const,
  payment: (id: string) => ['payments', 'one', id] as const,
};
