import type { ListPage, RegistrationView } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { registrationsKeys } from './query-keys';

/** GET /api/registrations: pending requests, newest first, 10 a page (administration 9). */
export const getRegistrations = ({ page, search }: ListParams) =>
  api.get<ListPage<RegistrationView>>('/api/registrations', { query: { page, search } });

export function useRegistrations(params: ListParams) {
  return useQuery({
    queryKey: registrationsKeys.list(params),
    queryFn: () => getRegistrations(params),
    placeholderData: keepPreviousData,
  });
}
