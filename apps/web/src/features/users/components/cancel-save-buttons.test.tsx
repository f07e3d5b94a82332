import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../../../testing/render';
import { CancelSaveButtons } from './cancel-save-buttons';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

describe('the users’ forms’ Cancel and Save', componentTest, () => {
  it('cancels without submitting, and saves by submitting the form', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithApp(
      <form onSubmit={onSubmit}>
        <CancelSaveButtons onCancel={onCancel} isSaving={false} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows Save as busy while saving', async () => {
    await renderWithApp(<CancelSaveButtons onCancel={vi.fn()} isSaving />);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('data-loading')).toBe(true);
  });
});
