import { Box } from '@mantine/core';
import { ErrorState } from './error-state';

// Apart from error-state.tsx, which the app's first chunk holds (every page before sign-in loads it):
// only signed-in lists and sections use this (vite.config.ts puts it in the shell's chunk).

/**
 * A list's or a section's query that failed, inside the list's frame: the error, padded off the frame's
 * edge, and Retry asks the query again.
 */
export function QueryErrorState({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <Box p="md">
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    </Box>
  );
}
