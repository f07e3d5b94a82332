import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { connectApiClient } from './api-handlers';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { router } from './router';

connectApiClient(router, queryClient);

export function App() {
  return (
    <AppProviders>
      {/* The first translation file arrives asynchronously; until then only a loader shows. */}
      <Suspense fallback={<PageLoader fullScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
