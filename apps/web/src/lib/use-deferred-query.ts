import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/**
 * A query's state for a screen that draws much from its answer: a page of rows or cards, the
 * dashboard's lists, a document's lines. TanStack Query hands an answer to React as an
 * urgent update, which React renders in one piece: on a slow phone a page of cards was one long task
 * that froze every tap. Deferred, the screen first renders as it was (cheap), then the answer in slices
 * that let a tap or a keystroke go first. What the user sees is the same.
 */
export function useDeferredQuery<Query extends UseQueryResult<unknown, unknown>>(query: Query): Query {
  // TanStack Query gives a new result object on every render; deferred as it is, every render of the
  // screen (a keystroke in its search field) would draw it a second time. Only a change of what the
  // screen shows makes a new one.
  const { data, error, status, isPlaceholderData, isFetching } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the result changes when these do; its identity does on every render.
  const shown = useMemo(() => query, [data, error, status, isPlaceholderData, isFetching]);
  return useDeferredValue(shown);
}
