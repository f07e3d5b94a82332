import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { ordersKeys } from '../api/get-order-lines';
import { PlacedOrderAlert } from './placed-order-alert';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => vi.unstubAllGlobals());

/** What the test reads of the router: the state /orders was opened with, and a way to go there again. */
let location: ReturnType<typeof useLocation> | undefined;
let navigate: ReturnType<typeof useNavigate> | undefined;
function Router() {
  location = useLocation();
  navigate = useNavigate();
  return <PlacedOrderAlert />;
}

async function openOrders(state: unknown) {
  const refresh = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
  await renderWithApp(
    <MemoryRouter initialEntries={[{ pathname: '/orders', search: '?page=2', state }]}>
      <Router />
    </MemoryRouter>,
  );
  return refresh;
}

describe('the confirmation of an approved order on /orders (D23, D24)', componentTest, () => {
  it('says the order number, takes it out of the router state and refreshes the lists', async () => {
    const refresh = await openOrders({ placedOrder: { state: 'placed', documentNumber: 1234 } });
    const alert = screen.getByRole('status');
    expect(alert.textContent).toContain('Thank you, your order 1234 has been placed.');
    expect(location?.state).toBeNull();
    expect(location?.search).toBe('?page=2');
    // What is cached is older than the order.
    expect(refresh.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ordersKeys.pending,
      ordersKeys.allLines,
    ]);

    // The address again, as a reload has it: no second confirmation; closing hides this one.
    await act(async () => navigate?.('/orders?page=2', { replace: true }));
    expect(refresh).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says an order is queued while the ERP is away, and shows nothing without a confirmation', async () => {
    await openOrders({ placedOrder: { state: 'queued' } });
    expect(screen.getByRole('status').textContent).toContain('Your order is queued');
    cleanup();
    await openOrders({ somethingElse: true });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
