import type { OrderingContext } from '@selvedge/contracts';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { stubApi } from '../../../testing/api';
import { draftOf, orderingContextOf } from '../../../testing/ordering';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { sessionOf } from '../../../testing/sessions';
import { OrderHeader } from './order-header';

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A customer the read model knows no address, country or shipping type of. */
const emptyContext = (isAwaitingFirstSync: boolean) => orderingContextOf({ isAwaitingFirstSync });

async function showHeader(context: OrderingContext) {
  // The session says what the ordering context says (the shell's notice reads it: first-sync-banner.test.tsx).
  const session = sessionOf({ isAwaitingFirstSync: context.isAwaitingFirstSync });
  stubApi((call) =>
    call.path === '/api/session' ? { body: session } : { status: 404, body: { code: 'NOT_FOUND' } },
  );
  await renderWithApp(
    <MemoryRouter>
      <SessionProvider>
        <OrderHeader
          draft={draftOf([])}
          context={context}
          reference={{
            value: '',
            onChange: () => undefined,
            onBlur: () => undefined,
            saveState: 'idle',
            saveError: null,
            isRequiredShown: false,
            inputRef: null,
          }}
        />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe("the order header before a new install's first ERP sync", componentTest, () => {
  it('says the data are still being loaded instead of that no address is known, and offers no address form', async () => {
    await showHeader(emptyContext(true));
    // The billing and the shipping address alike.
    expect(await screen.findAllByText('Still being loaded from the ERP')).toHaveLength(2);
    expect(screen.queryByText('No address known')).toBeNull();
    expect(screen.queryByText(/No shipping address yet/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a shipping address' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Edit shipping address' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('once synced, says that no address is known and lets the user add one', async () => {
    await showHeader(emptyContext(false));
    expect(await screen.findByText('No address known')).toBeTruthy();
    expect(screen.getByText(/No shipping address yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a shipping address' })).toBeTruthy();
    expect(screen.queryByText('Still being loaded from the ERP')).toBeNull();
  });
});
