import { Button, MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../testing/render';
import { Hint } from './hint';

// What jsdom lacks and Mantine's provider and floating tooltip ask for.
beforeAll(() => {
  stubBrowser();
  vi.useFakeTimers();
});
afterEach(cleanup);
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderHint(onPointerEnter = () => {}) {
  render(
    <MantineProvider>
      <Hint label="Download the PDF">
        <Button onPointerEnter={onPointerEnter}>PDF</Button>
      </Hint>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'PDF' });
}

describe('a hint, a tooltip only once a mouse rests on its element', () => {
  it('draws nothing but its element until a mouse rests on it, then the tooltip, until it leaves', async () => {
    const ownHandler = vi.fn();
    const button = renderHint(ownHandler);
    expect(screen.queryByText('Download the PDF')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(ownHandler).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText('Download the PDF')).toBeNull();
    // Then Mantine's Tooltip, fetched on the first hover.
    act(() => vi.advanceTimersByTime(100));
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(screen.getByText('Download the PDF')).toBeTruthy());

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Download the PDF')).toBeNull();
    // The same element all along: nothing the page drew was replaced.
    expect(screen.getByRole('button', { name: 'PDF' })).toBe(button);
  });

  it('shows nothing for a finger: a tap is a click', () => {
    const button = renderHint();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Download the PDF')).toBeNull();
  });
});
