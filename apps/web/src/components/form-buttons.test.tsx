import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentTest, renderWithApp, stubBrowser } from '../testing/render';
import { FormButtons } from './form-buttons';

beforeAll(stubBrowser);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

describe('a form’s Cancel and Save', componentTest, () => {
  it('cancels without submitting, and saves by submitting the form', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithApp(
      <form onSubmit={onSubmit}>
        <FormButtons onCancel={onCancel} isPending={false} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows Save as busy while saving', async () => {
    await renderWithApp(<FormButtons onCancel={vi.fn()} isPending />);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('data-loading')).toBe(true);
  });
});
