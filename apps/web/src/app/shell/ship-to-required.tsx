import { Box, Group } from '@mantine/core';
import { Brand } from '../../components/brand';
import { useSignOut } from '../../features/auth/api/sign-out';
import { LazyShipToDialog } from '../../features/ship-to/components/lazy-ship-to-dialog';

/**
 * An export customer with several ship-to addresses chooses one before anything else (foundations 2,
 * D2): the dialog instead of the shell, with signing out as the only other way.
 */
export function ShipToRequired() {
  const signOut = useSignOut();
  return (
    <Box mih="100dvh" className="selvedge-public-background">
      <Group px={{ base: 'md', sm: 'xl' }} py="md" component="header">
        <Brand />
      </Group>
      <LazyShipToDialog opened onSignOut={() => signOut.mutate()} />
    </Box>
  );
}
