import type { OpenItem, OpenItemPage } from '@selvedge/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { type ApiCall, stubApi } from '../../../testing/api';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { sessionOf } from '../../../testing/sessions';
import { OutstandingInvoicesPage } from './outstanding-invoices-page';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item: OpenItem = {
  kind: 'invoice',
  documentId: 301,
  documentNumber: 3000188,
  date: '2026-10-01',
  dueDate: '2026-10-31',
  description: 'Invoice 3000188',
  reference: 'Office 001-735',
  currency: 'EUR',
  openAmount: 1234.56,
  daysLate: 28,
};

const answer: OpenItemPage = {
  rows: [item],
  total: 1,
  page: 1,
  pageSize: 20,
  openTotals: [
    { currency: 'EUR', amount: 1234.56 },
    { currency: 'USD', amount: 321 },
  ],
};

function api(showPrice = true) {
  const session = sessionOf();
  if (session.user) session.user.showPrice = showPrice;
  return stubApi((call) => {
    if (call.path === '/api/session') return { body: session };
    if (call.path.startsWith('/api/open-items')) return { body: answer };
    if (call.path.startsWith('/api/help-texts')) return { body: { links: [] } };
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/api/open-items'));

async function openPage(address = '/outstandingInvoices') {
  await renderWithApp(
    <MemoryRouter initialEntries={[address]}>
      <SessionProvider>
        <Routes>
          <Route path="/outstandingInvoices" element={<OutstandingInvoicesPage />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('table', { name: 'Outstanding invoices' });
}

describe('the outstanding invoices’ header and due date', () => {
  it(
    'says what is open per currency, over the whole list, and shows the due date beside the days late',
    async () => {
      api();
      await openPage();
      expect(await screen.findByText('Open: € 1.234,56 · USD 321,00')).toBeTruthy();
      const table = screen.getByRole('table', { name: 'Outstanding invoices' });
      expect(await within(table).findByText('31-10-2026')).toBeTruthy();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers.indexOf('Due date')).toBe(headers.indexOf('Days late') - 1);
    },
    componentTest.timeout,
  );

  it(
    'shows no total to who may not see prices',
    async () => {
      api(false);
      await openPage();
      await screen.findByText('31-10-2026');
      expect(screen.queryByText(/^Open:/)).toBeNull();
    },
    componentTest.timeout,
  );

  it(
    'sorts by due date on the server from the header: first due, last due, then newest first again',
    async () => {
      const calls = api();
      await openPage('/outstandingInvoices?page=2');
      const table = screen.getByRole('table', { name: 'Outstanding invoices' });
      const header = () => within(table).getByRole('columnheader', { name: /Due date/ });
      expect(header().getAttribute('aria-sort')).toBeNull();

      fireEvent.click(within(header()).getByRole('button', { name: 'Due date' }));
      await waitFor(() => expect(listCalls(calls).at(-1)?.path).toBe('/api/open-items?page=1&sort=dueDate'));
      await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));

      fireEvent.click(within(header()).getByRole('button', { name: 'Due date' }));
      await waitFor(() => expect(listCalls(calls).at(-1)?.path).toBe('/api/open-items?page=1&sort=-dueDate'));
      await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));

      fireEvent.click(within(header()).getByRole('button', { name: 'Due date' }));
      await waitFor(() => expect(header().getAttribute('aria-sort')).toBeNull());
      expect(listCalls(calls).some((call) => call.path === '/api/open-items?page=1')).toBe(true);
    },
    componentTest.timeout,
  );
});
