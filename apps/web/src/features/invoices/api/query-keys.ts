import type { ListParams } from '../../../lib/list-params';

export const invoicesKeys = {
  lines: (params: ListParams) => ['invoices', 'lines', params] as const,
  openItems: (params: ListParams) => ['open-items', 'list', params] as const,
};
