import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { PatternDrawer } from './pattern-drawer';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

/** The patterned fabric of the browser tests: a straight 32 cm repeat. */
const fabric = { code: 'VA-1022', patternRepeatCm: 32, isStaggered: false };

function renderPanel(mustAskBeforeClose = false) {
  const calls = { onSubmit: vi.fn(), onClose: vi.fn(), onDeleteLine: vi.fn() };
  const rendered = renderWithApp(
    <PatternDrawer
      opened
      item={fabric}
      lineNumber={null}
      initialPatterns={[]}
      mustAskBeforeClose={mustAskBeforeClose}
      isDeleting={false}
      {...calls}
    />,
  );
  return rendered.then(() => calls);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the pattern panel of an order line', componentTest, () => {
  it('calculates a row on Calculate and submits the rows with their total', async () => {
    const { onSubmit } = await renderPanel();
    const row = screen.getByRole('row', { name: 'Row 1' });
    expect(within(row).getAllByText('not calculated')).toHaveLength(2);

    type('Rows, row 1', '3');
    type('Row length (m), row 1', '2,5');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate row 1' }));

    expect(within(row).getByText('2,56 m')).toBeTruthy();
    expect(within(row).getByText('7,68 m')).toBeTruthy();
    expect(screen.getByText(/Total length:/).textContent).toContain('7,68 m');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ total: 7.68 });
  });

  it('says why a row cannot be calculated, and does not submit uncalculated rows', async () => {
    const { onSubmit } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate row 1' }));
    expect(screen.getByText('A whole number from 1 to 999')).toBeTruthy();
    expect(screen.getByText('A length above 0 (at most 999 m, two decimals)')).toBeTruthy();
    expect(screen.getByLabelText('No pattern calculation, row 1').hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Item quantity has to be higher than 0');
  });

  it('asks before closing a line without pattern rows, and deletes the product on yes', async () => {
    const { onClose, onDeleteLine } = await renderPanel(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete the product' }));
    expect(onDeleteLine).toHaveBeenCalledOnce();
  });
});
