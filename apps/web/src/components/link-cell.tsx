import { Anchor } from '@mantine/core';

/**
 * An address in a table cell, opened in a new tab so the administration stays where it was. A long
 * address breaks anywhere rather than widening the table past a phone's screen.
 */
export function LinkCell({ href, label = href }: { href: string; label?: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ wordBreak: 'break-all' }}
    >
      {label}
    </Anchor>
  );
}
