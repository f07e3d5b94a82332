import { Group, Text } from '@mantine/core';

/** The brand mark: a stitched "S" on the deep teal of the theme. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable={false}
      style={{ flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M10 22c1.5 1.3 3.6 2 6 2 3.3 0 5.5-1.6 5.5-4.1 0-5.4-10.6-3.3-10.6-8 0-1.9 1.8-3.4 4.7-3.4 1.9 0 3.6.6 4.9 1.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M5 5h22M5 27h22" stroke="#fff" strokeOpacity="0.45" strokeWidth="1.2" strokeDasharray="2 2" />
    </svg>
  );
}

export function Brand({ size = 30 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text fw={700} fz={size * 0.66} lh={1} style={{ letterSpacing: '-0.01em' }}>
        Selvedge
      </Text>
    </Group>
  );
}
