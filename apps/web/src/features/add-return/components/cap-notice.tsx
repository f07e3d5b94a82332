import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A typed number was set back to its maximum (ordering §4, §5): said under the field in orange, as a
 * notice rather than an error (the value is valid now), and read out by screen readers as it appears.
 */
export function CapNotice({ children }: { children: ReactNode }) {
  return (
    // Mantine's darkest orange is 4.3:1 on white at this size: a shade darker reads 4.5:1 (WCAG AA).
    <Text span size="xs" c="#c2410c" role="status" style={{ display: 'block' }}>
      {children}
    </Text>
  );
}
