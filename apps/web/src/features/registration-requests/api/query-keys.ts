import type { ListParams } from '../../../lib/list-params';

const all = ['registrations'] as const;

export const registrationsKeys = {
  all,
  list: (params: ListParams) => [...all, params] as const,
};
