import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../testing/render';
import { SidePanel } from './side-panel';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

async function renderPanel(closeOnEscape?: boolean) {
  const onClose = vi.fn();
  await renderWithApp(
    <SidePanel opened onClose={onClose} title="Search items" size="lg" closeOnEscape={closeOnEscape}>
      <input aria-label="Item code" />
    </SidePanel>,
  );
  return onClose;
}

describe('a side panel', componentTest, () => {
  it('is a dialog named by its title, above a modal, closed by its Close button and by Escape', async () => {
    const onClose = await renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Search items' });
    expect(screen.getByRole('textbox', { name: 'Item code' })).toBeTruthy();
    // Mantine puts the layer on the drawer's root, the dialog's grandparent or higher.
    expect(dialog.closest('[style*="z-index: 300"], [style*="--drawer-z-index: 300"]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Item code' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Escape to a question of its own while it asks one', async () => {
    const onClose = await renderPanel(false);
    fireEvent.keyDown(await screen.findByRole('textbox', { name: 'Item code' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
