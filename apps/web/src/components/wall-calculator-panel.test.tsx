import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../testing/render';
import { WallCalculatorPanel } from './wall-calculator-panel';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

/** A wallpaper with a 64 cm straight repeat, as the demo catalogue has them. */
const wallpaper = { code: 'BW-1022', name: 'Botanica Fern Sage', patternRepeatCm: 64, isStaggered: false };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the wall calculator panel', componentTest, () => {
  it("fills in the item's repeat and match, and shows the rolls live as a wall with a door is typed", async () => {
    const onUse = vi.fn();
    await renderWithApp(<WallCalculatorPanel opened item={wallpaper} onClose={vi.fn()} onUse={onUse} />);
    expect((screen.getByLabelText('Pattern repeat (cm)') as HTMLInputElement).value).toBe('64');
    expect((screen.getByLabelText('Pattern match') as HTMLSelectElement).value).toBe('straight');
    expect(screen.getByText('Fill in the roll and the walls to see the rolls needed.')).toBeTruthy();

    type('Roll width (cm)', '53');
    type('Roll length (m)', '10,05');
    type('Width (m)', '4');
    type('Height (m)', '2,5');
    // 8 strips of 3,20 m (2,60 m rounded up to 5 repeats of 64 cm), 3 a roll: 3 rolls.
    expect(screen.getByTestId('wall-calculator-rolls').textContent).toBe('3');
    expect(screen.getByText('3,20 m, 3 per roll')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a door to Wall 1' }));
    type('Door 1: width (m)', '0,83');
    type('Door 1: height (m)', '2,015');
    // The door removes one full strip: 7 strips, still 3 rolls; waste 30,15 − 7 × 2,50 = 12,65 m.
    expect(screen.getByText('12,65 m (42,0 %)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use 3 as the quantity' }));
    expect(onUse).toHaveBeenCalledWith(3);
  });

  it('ties a problem to its field, and offers no quantity while there is one', async () => {
    await renderWithApp(<WallCalculatorPanel opened item={wallpaper} onClose={vi.fn()} onUse={vi.fn()} />);
    type('Roll width (cm)', '53');
    type('Roll length (m)', '10,05');
    type('Width (m)', '0,7');
    type('Height (m)', '2,5');
    fireEvent.click(screen.getByRole('button', { name: 'Add a door to Wall 1' }));
    type('Door 1: width (m)', '0,83');
    type('Door 1: height (m)', '2');

    const doorWidth = screen.getByLabelText('Door 1: width (m)');
    expect(doorWidth.getAttribute('aria-invalid')).toBe('true');
    const describedBy = doorWidth.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Wider than its wall.',
    );
    expect(screen.queryByRole('button', { name: /as the quantity/ })).toBeNull();
    expect(screen.getByText('Correct the fields marked in red to see the rolls needed.')).toBeTruthy();

    type('Roll length (m)', '10,055');
    // The door's fields show "Height (m)" too, inside their own group: the wall's comes first.
    fireEvent.change(screen.getAllByLabelText('Height (m)')[0] as HTMLElement, { target: { value: 'abc' } });
    expect(screen.getByText('Enter a number, such as 2,65.')).toBeTruthy();
  });
});
