import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (375 px phones and up): modals and drawers take the whole screen,
 * list rows become cards. Read at the first render, so a phone never flashes the desktop layout.
 */
export const useIsPhone = () =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
