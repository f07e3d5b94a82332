import type { Statement } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { statementQuery } from './queries';

/** The statement of account of the session's customer (queries.ts). */
export function useStatement() {
  return useQuery(screenQuery<Statement>(statementQuery));
}
