import type { ListPage, LogEntryView } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LogListParams {
  page: number;
  pageSize: number;
  search: string;
  /** The filter panel's rows as the JSON of the address (`?filter=`), or empty. */
  filter: string;
}

export const logsKeys = {
  list: (params: LogListParams) => ['logs', params] as const,
};

/** GET /api/logs: newest first, by quick search and the filter panel (D31). */
export const getLogEntries = ({ page, pageSize, search, filter }: LogListParams) =>
  api.get<ListPage<LogEntryView>>('/api/logs', { query: { page, pageSize, search, filter } });

export function useLogEntries(params: LogListParams) {
  return useQuery({
    queryKey: logsKeys.list(params),
    queryFn: () => getLogEntries(params),
    placeholderData: keepPreviousData,
  });
}
