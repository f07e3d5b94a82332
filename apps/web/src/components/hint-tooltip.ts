// Mantine's Tooltip, with floating-ui under it: loaded when a hint is first wanted (hint.tsx).
export { Tooltip } from '@mantine/core';
