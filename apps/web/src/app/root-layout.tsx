import { Center, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';
import { SessionSync } from './session-sync';
import { useScrollRestoration } from './use-scroll-restoration';

/** Waits for the session check once, so no screen flashes the sign-in page at a signed-in user. */
export function RootLayout() {
  const session = useSession();
  useScrollRestoration();
  if (session.isPending) return <PageLoader fullScreen />;
  if (session.isError) {
    return (
      <Center mih="100dvh" p="md">
        <Container size={480} w="100%">
          <ErrorState error={session.error} onRetry={() => void session.refetch()} />
        </Container>
      </Center>
    );
  }
  return (
    <>
      <SessionSync />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
