import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { stubMatchMedia } from './media';
import { testI18n } from './translations';

/**
 * How long `findBy…` and `waitFor` wait for what the user would see: a component test shares two cores
 * with the rest of the suite, where a Mantine modal's first render can take seconds.
 */
configure({ asyncUtilTimeout: 10_000 });

/** The time a component test may take, for `describe(name, componentTest, …)`, for the same reason. */
export const componentTest = { timeout: 30_000 };

/**
 * Stubs what jsdom lacks and Mantine asks for (matchMedia, ResizeObserver); call it in `beforeAll`,
 * and `vi.unstubAllGlobals()` after.
 */
export function stubBrowser(): void {
  stubMatchMedia();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * Renders a component inside the providers the app gives every screen: Mantine, the four translation
 * files (English), and a query client of its own that does not retry. Returns Testing Library's result
 * and that client.
 */
export async function renderWithApp(ui: ReactNode) {
  const i18n = await testI18n('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
