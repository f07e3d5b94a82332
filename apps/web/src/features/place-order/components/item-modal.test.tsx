import type { DraftLine } from '@selvedge/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, type ApiCall, stubApi } from '../../../testing/api';
import { draftLineOf, draftOf, rollItem as roll } from '../../../testing/ordering';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { ItemModal } from './item-modal';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const storedLine = draftLineOf();
const draft = draftOf([storedLine]);

const linesPath = `/api/order-drafts/${draft.id}/lines`;

/** The API of the item modal: the roll looked up, a line written with `onWrite`'s answer. */
function api(
  onWrite: (call: ApiCall) => ApiAnswer = () => ({
    body: { draft, outcome: 'added', lineId: storedLine.id },
  }),
) {
  return stubApi((call) => {
    if (call.path.startsWith('/api/items/HF-1011')) return { body: roll };
    if (call.path.startsWith('/api/items/')) return { status: 404, body: { code: 'NOT_FOUND' } };
    return onWrite(call);
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

async function openModal(line: DraftLine | null = null) {
  const onClose = vi.fn();
  await renderWithApp(<ItemModal opened draft={draft} line={line} onClose={onClose} />);
  return onClose;
}

async function typeRoll(quantity: string) {
  const code = screen.getByLabelText(/Product code/);
  fireEvent.change(code, { target: { value: 'HF-1011' } });
  fireEvent.blur(code);
  expect(await screen.findByText('Heritage Florals')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: quantity } });
}

describe('the item modal (ordering §2, §4, §5)', componentTest, () => {
  it('looks the code up when it is left and adds the line with what was typed', async () => {
    const calls = api();
    const onClose = await openModal();
    await typeRoll('3');
    fireEvent.change(screen.getByLabelText('Customer reference'), { target: { value: ' Hall ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes(calls)).toEqual([
      { method: 'POST', path: linesPath, body: { itemCode: 'HF-1011', quantity: 3, reference: 'Hall' } },
    ]);
  });

  it('asks "Is this number correct?" above 100, and sends only on yes', async () => {
    const calls = api();
    const onClose = await openModal();
    await typeRoll('250');
    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));

    expect(await screen.findByText('Is this number correct?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, change it' }));
    expect(screen.queryByText('Is this number correct?')).toBeNull();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes(calls)).toHaveLength(1);
  });

  it('says "Invalid item code" for a code that is not found on submit, and sends nothing', async () => {
    const calls = api();
    await openModal();
    fireEvent.change(screen.getByLabelText(/Product code/), { target: { value: 'XX-9999' } });
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));

    expect(await screen.findByText('Invalid item code')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a quantity from the pattern panel with two decimals, as the line does', async () => {
    api();
    const patterned = draftLineOf({
      quantity: 9.6,
      isPatternRequired: true,
      patternRepeatCm: 64,
      patterns: [
        { rows: 2, rowLength: 4.5, requiredLength: 4.8, rowTotal: 9.6, isNoPatternCalculation: false },
      ],
    });
    await openModal(patterned);
    const quantity = screen.getByLabelText(/Quantity/) as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('9,60'));
    expect(quantity.readOnly).toBe(true);
  });

  it('keeps what was typed when a stored line’s item is discontinued, and adds it as a new line next', async () => {
    const calls = api((call) =>
      call.method === 'PUT'
        ? { status: 409, body: { code: 'ITEM_DISCONTINUED' } }
        : { body: { draft, outcome: 'added', lineId: storedLine.id } },
    );
    const onClose = await openModal(storedLine);
    expect(screen.getByText('Edit line 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Quantity/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save line' }));

    expect(
      await screen.findByText('Item has been discontinued and is not sufficiently available'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Quantity/) as HTMLInputElement).value).toBe('4');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add to order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${linesPath}/${storedLine.id}`,
      `POST ${linesPath}`,
    ]);
  });
});
