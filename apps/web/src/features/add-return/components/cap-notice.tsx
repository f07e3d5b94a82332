import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A typed number was set back to its maximum (ordering §4, §5): said under the field in orange, as a
 * notice rather than an error (the value is valid now), and read out by screen readers as it appears.
 */
export function CapNotice({ children }: { children: ReactNode }) {
  return (
    <Text span size="xs" c="orange.9" role="status" style={{ display: 'block' }}>
      {children}
    </Text>
  );
}
