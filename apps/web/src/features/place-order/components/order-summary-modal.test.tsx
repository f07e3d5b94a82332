import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { type ApiAnswer, type ApiCall, stubApi } from '../../../testing/api';
import { draftLineOf, draftOf, orderingContextOf } from '../../../testing/ordering';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { sessionOf } from '../../../testing/sessions';
import { OrderSummaryModal } from './order-summary-modal';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = draftOf([draftLineOf()]);

const context = orderingContextOf();

const summary = {
  changes: [],
  expenses: [],
  linesTotal: 0,
  expensesTotal: 0,
  vatPercent: 21,
  vat: 0,
  total: 0,
  currency: 'EUR',
};

const approvePath = `/api/order-drafts/${draft.id}/approve`;
const summaryPath = `/api/order-drafts/${draft.id}/summary`;

/** The summary computed, the approval answered with `onApprove`. */
function api(onApprove: (call: ApiCall) => ApiAnswer) {
  return stubApi((call) => {
    if (call.path === '/api/session') return { body: sessionOf() };
    if (call.path === summaryPath) return { body: summary };
    if (call.path === approvePath) return onApprove(call);
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
}

const approvals = (calls: ApiCall[]) => calls.filter((call) => call.path === approvePath);

function Orders() {
  return <p>Orders list {JSON.stringify(useLocation().state)}</p>;
}

async function openSummary() {
  await renderWithApp(
    <MemoryRouter initialEntries={['/place-order']}>
      <SessionProvider>
        <Routes>
          <Route
            path="/place-order"
            element={<OrderSummaryModal opened draft={draft} context={context} onClose={() => undefined} />}
          />
          <Route path="/orders" element={<Orders />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

const approveButton = async () =>
  (await screen.findByRole('button', { name: 'Approve order' })) as HTMLButtonElement;
const tickTerms = () => fireEvent.click(screen.getByLabelText('I agree to the terms of delivery'));

describe('the order summary (ordering §2 "Order summary modal", §4 steps 8-9)', componentTest, () => {
  it('approves once the terms are ticked, with the e-mail, and goes to the orders', async () => {
    const calls = api(() => ({
      body: { draftId: draft.id, state: 'placed', documentNumber: 4711, erpMessage: null },
    }));
    await openSummary();
    expect((await approveButton()).disabled).toBe(true);
    tickTerms();
    fireEvent.click(await approveButton());

    expect(await screen.findByText(/Orders list/)).toBeTruthy();
    expect(screen.getByText(/"documentNumber":4711/)).toBeTruthy();
    expect(approvals(calls)).toEqual([
      { method: 'POST', path: approvePath, body: { email: draft.email, termsAccepted: true } },
    ]);
  });

  it('says what is wrong with the e-mail on Approve, and sends nothing', async () => {
    const calls = api(() => ({ status: 500 }));
    await openSummary();
    fireEvent.change(screen.getByLabelText(/Confirmation e-mail/), { target: { value: 'not-an-address' } });
    tickTerms();
    fireEvent.click(await approveButton());

    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(approvals(calls)).toEqual([]);
  });

  it('says the ERP’s rejection and stays', async () => {
    api(() => ({
      body: { draftId: draft.id, state: 'rejected', documentNumber: null, erpMessage: 'Credit limit' },
    }));
    await openSummary();
    tickTerms();
    fireEvent.click(await approveButton());

    expect(await screen.findByText(/could not place your order: Credit limit/)).toBeTruthy();
    expect((screen.getByLabelText('I agree to the terms of delivery') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('asks for the summary again when the order changed, and says it was checked again', async () => {
    const calls = api(() => ({ status: 409, body: { code: 'PRICES_CHANGED' } }));
    await openSummary();
    tickTerms();
    fireEvent.click(await approveButton());

    expect(await screen.findByText(/The order was checked again/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === summaryPath)).toHaveLength(2));
  });
});
