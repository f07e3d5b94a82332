import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../lib/session';
import { stubApi } from '../../testing/api';
import { componentTest, renderWithApp, stubBrowser } from '../../testing/render';
import { sessionOf } from '../../testing/sessions';
import { FirstSyncBanner } from './first-sync-banner';

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The banner as the signed-in area draws it: once the session is known. */
function SignedIn() {
  return useSession().data ? <FirstSyncBanner /> : <p>signing in</p>;
}

async function showWith(isAwaitingFirstSync: boolean) {
  const session = sessionOf({ isAwaitingFirstSync });
  stubApi((call) =>
    call.path === '/api/session' ? { body: session } : { status: 404, body: { code: 'NOT_FOUND' } },
  );
  await renderWithApp(
    <SessionProvider>
      <SignedIn />
    </SessionProvider>,
  );
  // The session has come: what the banner shows (or not) is now its answer.
  await waitFor(() => expect(screen.queryByText('signing in')).toBeNull());
}

describe("the shell during a new install's first ERP sync", componentTest, () => {
  it('says on every page that the data are still being loaded', async () => {
    await showWith(true);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your data is still being loaded from the ERP; this takes a minute.',
    );
  });

  it('says nothing once the first sync has finished', async () => {
    await showWith(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/still being loaded/)).toBeNull();
  });
});
