import type { SessionResponse } from '@selvedge/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../../lib/session';
import { stubApi } from '../../../testing/api';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { sessionOf } from '../../../testing/sessions';
import { userRowOf } from '../../../testing/users';
import { UsersPage } from './users-page';

beforeEach(() => {
  stubBrowser();
  // The role list scrolls its chosen option into view, which the test's document may not do.
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const anna = userRowOf({ canCreateOrder: true });
const bert = userRowOf({
  id: '00000000-0000-4000-8000-000000000002',
  userName: 'Bert Jansen',
  email: 'bert@example.test',
  firstName: 'Bert',
  lastName: 'Jansen',
});

/** The page as the app shows it: once the session is known. */
function SignedIn() {
  return useSession().data ? <UsersPage /> : null;
}

async function renderPage(session: SessionResponse = sessionOf({ role: 'Administrator' })) {
  const calls = stubApi((call) => {
    if (call.path === '/api/session') return { body: session };
    if (call.path.startsWith('/api/help-texts/')) return { status: 404 };
    if (call.method === 'GET') return { body: { rows: [anna, bert], total: 2, page: 1, pageSize: 10 } };
    return { body: call.method === 'PUT' ? { ...bert, ...(call.body as object) } : { ok: true } };
  });
  await renderWithApp(
    <MemoryRouter>
      <SessionProvider>
        <SignedIn />
      </SessionProvider>
    </MemoryRouter>,
  );
  return calls;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the users page (foundations 2 "Users")', componentTest, () => {
  it('shows who may place orders with a badge on their row', async () => {
    await renderPage();
    expect(within(await rowOf('Anna de Vries')).getByText('May place orders')).toBeTruthy();
    expect(within(await rowOf('Bert Jansen')).queryByText('May place orders')).toBeNull();
  });

  it('grants the create-order claim from the edit form', async () => {
    const calls = await renderPage();
    fireEvent.click(within(await rowOf('Bert Jansen')).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit user' });
    const claim = within(drawer).getByRole('checkbox', { name: 'May place orders' }) as HTMLInputElement;
    expect(claim.checked).toBe(false);
    fireEvent.click(claim);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: `/api/users/${bert.id}`,
          body: expect.objectContaining({ role: 'Customer', canCreateOrder: true }),
        },
      ]),
    );
  });

  it('adds a user without a password field, and offers the claim only once a role that orders is chosen', async () => {
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    expect(within(drawer).queryByLabelText(/password/i)).toBeNull();
    expect(
      within(drawer).getByText('The new user receives an e-mail with a link to choose a password.'),
    ).toBeTruthy();
    // No role chosen yet: whether the user may order depends on it.
    expect(within(drawer).queryByRole('checkbox', { name: 'May place orders' })).toBeNull();
    const chooseRole = async (role: string) => {
      fireEvent.click(within(drawer).getByRole('textbox', { name: 'Role' }));
      fireEvent.click(await screen.findByRole('option', { name: role, hidden: true }));
    };
    await chooseRole('Customer');
    const claim = (await within(drawer).findByRole('checkbox', {
      name: 'May place orders',
    })) as HTMLInputElement;
    expect(claim.checked).toBe(false);
    await chooseRole('Administrator');
    await waitFor(() =>
      expect(within(drawer).queryByRole('checkbox', { name: 'May place orders' })).toBeNull(),
    );
  });

  it('asks "Are you sure" before deactivating, then sends it and closes', async () => {
    const calls = await renderPage();
    fireEvent.click(within(await rowOf('Anna de Vries')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${anna.email}` });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: `/api/users/${anna.id}/deactivate`, body: undefined },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Deactivate ${anna.email}` })).toBeNull(),
    );
  });

  it('greys out what a Sales user may not do (D6)', async () => {
    await renderPage(sessionOf({ role: 'Sales' }));
    const row = await rowOf('Anna de Vries');
    expect((within(row).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((screen.getByRole('button', { name: 'Add user' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
