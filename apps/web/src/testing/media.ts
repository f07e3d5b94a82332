import { vi } from 'vitest';

/**
 * What jsdom lacks and Mantine's provider asks for: `matchMedia`, answering that no media query
 * matches (a wide screen, no preference for reduced motion).
 */
export function stubMatchMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
