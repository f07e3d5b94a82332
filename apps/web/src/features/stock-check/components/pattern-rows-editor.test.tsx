import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import {
  emptyPatternRow,
  PATTERN_ROW_COUNT_MAX,
  type PatternRowDraft,
  type StockCheckItem,
} from '../stock-check-form';
import { PatternRowsEditor } from './pattern-rows-editor';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

/** The patterned fabric of the browser tests: a straight 32 cm repeat. */
const fabric: StockCheckItem = {
  code: 'VA-1022',
  name: 'Velvet',
  salesUnit: 'm',
  isPatternRequired: true,
  patternRepeatCm: 32,
  isStaggered: false,
};

/** The editor as the stock check holds it: its rows in the page's state. */
function Editor({ initial, isPhone = false }: { initial: PatternRowDraft[]; isPhone?: boolean }) {
  const [rows, setRows] = useState(initial);
  return <PatternRowsEditor item={fabric} rows={rows} problems={{}} isPhone={isPhone} onChange={setRows} />;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the stock check pattern rows, on the shared pattern row table', componentTest, () => {
  it('works out the lane length and the row total as the row is typed', async () => {
    await renderWithApp(<Editor initial={[emptyPatternRow()]} />);
    const row = screen.getByRole('row', { name: 'Row 1' });
    expect(within(row).getAllByText('–')).toHaveLength(2);

    type('Rows, row 1', '3');
    type('Row length (m), row 1', '2,5');

    expect(within(row).getByText('2,56 m')).toBeTruthy();
    expect(within(row).getByText('7,68 m')).toBeTruthy();
  });

  it('adds rows up to the limit and deletes one by its number', async () => {
    await renderWithApp(<Editor initial={[emptyPatternRow()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByLabelText('Rows, row 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(screen.queryByRole('row', { name: 'Row 1' })).toBeNull();
    expect(screen.getByText('No rows: add a row to calculate the length.')).toBeTruthy();

    cleanup();
    const full = Array.from({ length: PATTERN_ROW_COUNT_MAX }, emptyPatternRow);
    await renderWithApp(<Editor initial={full} />);
    expect(screen.getByRole('button', { name: 'Add row' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a phone each row as a card with labelled fields', async () => {
    await renderWithApp(<Editor initial={[emptyPatternRow()]} isPhone />);
    const card = screen.getByRole('listitem', { name: 'Row 1' });
    fireEvent.change(within(card).getByLabelText('Rows'), { target: { value: '3' } });
    fireEvent.change(within(card).getByLabelText('Row length (m)'), { target: { value: '2,5' } });
    expect(within(card).getByText('7,68 m')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
