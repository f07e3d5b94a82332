import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const urlPattern = /https?:\/\/[^\s<>"')]+/g;

interface Segment {
  offset: number;
  text: string;
  isLink: boolean;
}

/** Splits a text into plain parts and links, each keyed by where it starts. */
function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let position = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    if (start > position)
      segments.push({ offset: position, text: text.slice(position, start), isLink: false });
    segments.push({ offset: start, text: match[0], isLink: true });
    position = start + match[0].length;
  }
  if (position < text.length) segments.push({ offset: position, text: text.slice(position), isLink: false });
  return segments;
}

/** The plain text of an e-mail with its links made clickable (reset and registration links). */
export function MailText({ text }: { text: string }) {
  return (
    <Text
      component="div"
      size="sm"
      style={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'var(--mantine-font-family-monospace)',
      }}
    >
      {segmentsOf(text).map((segment) =>
        segment.isLink ? (
          <Anchor key={segment.offset} href={segment.text} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </Anchor>
        ) : (
          <Fragment key={segment.offset}>{segment.text}</Fragment>
        ),
      )}
    </Text>
  );
}
