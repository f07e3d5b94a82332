import { Code } from '@mantine/core';

/** The ERP's own text of a failure: data for staff, shown whole, wrapped anywhere and never translated. */
export function ErpErrorText({ text }: { text: string }) {
  return (
    <Code
      block
      translate="no"
      bg="gray.1"
      m={0}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', padding: '6px 8px' }}
    >
      {text}
    </Code>
  );
}
