import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, type ApiCall, stubApi } from '../../../testing/api';
import { rollItem as roll } from '../../../testing/ordering';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { StockCheckPage } from './stock-check-page';

beforeEach(() => {
  stubBrowser();
  // The test DOM does not lay out: the answer scrolling into view is a no-op here.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const direct = {
  itemCode: roll.code,
  itemName: roll.name,
  salesUnit: roll.salesUnit,
  quantity: 3,
  deliveryWeek: { kind: 'direct' },
  asOf: '2026-11-28T10:00:00Z',
  isStale: false,
};

/** The roll is the only item; the check answers with `onCheck`. */
function api(onCheck: (call: ApiCall) => ApiAnswer = () => ({ body: direct })) {
  return stubApi((call) => {
    if (call.path.startsWith('/api/items/HF-1011')) return { body: roll };
    if (call.path.startsWith('/api/items/')) return { status: 404, body: { code: 'NOT_FOUND' } };
    if (call.path === '/api/stock-check') return onCheck(call);
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
}

const checks = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/stock-check');

async function fillIn(code: string, quantity: string) {
  await renderWithApp(<StockCheckPage />);
  fireEvent.change(screen.getByLabelText(/Product code/), { target: { value: code } });
  fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: quantity } });
}

const pressCheck = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));

describe('the stock check screen (ordering §2 "Stock check screen", §8)', componentTest, () => {
  it('checks the looked-up item and quantity and shows the answer', async () => {
    const calls = api();
    await fillIn('HF-1011', '3');
    pressCheck();

    expect(await screen.findByText('Direct delivery: in stock')).toBeTruthy();
    expect(checks(calls)).toEqual([
      { method: 'POST', path: '/api/stock-check', body: { itemCode: 'HF-1011', quantity: 3 } },
    ]);
  });

  it('says the answer no longer fits once the quantity is changed', async () => {
    api();
    await fillIn('HF-1011', '3');
    pressCheck();
    await screen.findByText('Direct delivery: in stock');
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '4' } });

    expect(await screen.findByText(/You changed the product or the quantity/)).toBeTruthy();
  });

  it('says "Invalid item code" for a code that is not found, and checks nothing', async () => {
    const calls = api();
    await fillIn('XX-404', '3');
    pressCheck();

    expect(await screen.findByText('Invalid item code')).toBeTruthy();
    expect(checks(calls)).toEqual([]);
  });

  it('says the check failed, with its reference id, until the input changes', async () => {
    api(() => ({ status: 503, body: { code: 'STOCK_UNKNOWN', referenceId: 'ref-42' } }));
    await fillIn('HF-1011', '3');
    pressCheck();

    expect(await screen.findByText('The stock could not be checked')).toBeTruthy();
    expect(screen.getByText(/reference: ref-42/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '4' } });
    await waitFor(() => expect(screen.queryByText('The stock could not be checked')).toBeNull());
  });

  it('asks for pattern rows when the server says the item needs them', async () => {
    api(() => ({ status: 400, body: { code: 'PATTERN_REQUIRED' } }));
    await fillIn('HF-1011', '3');
    pressCheck();

    expect(await screen.findByText(/This product needs a pattern calculation/)).toBeTruthy();
    expect(screen.getByText('Pattern calculation')).toBeTruthy();
  });
});
