import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopy } from './use-copy';

function CopyProbe({ text }: { text: string }) {
  const { state, copy } = useCopy(text);
  return (
    <button type="button" onClick={copy}>
      {state}
    </button>
  );
}

/** Sets the browser's clipboard for one test: a writeText, or none at all (a page not on HTTPS). */
function clipboardWith(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  cleanup();
  clipboardWith(null);
});

const clickCopy = async () => {
  await act(async () => screen.getByRole('button').click());
};

describe('copying a text', () => {
  it('puts the text on the clipboard and says it is copied', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboardWith(writeText);
    render(<CopyProbe text="slv_secret" />);
    expect(screen.getByRole('button').textContent).toBe('idle');
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('slv_secret');
    expect(screen.getByRole('button').textContent).toBe('copied');
  });

  it('says the browser refused when it turns the clipboard down', async () => {
    clipboardWith(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    render(<CopyProbe text="slv_secret" />);
    await clickCopy();
    expect(screen.getByRole('button').textContent).toBe('refused');
  });

  it('says the browser refused when the page has no clipboard (not served over HTTPS)', async () => {
    clipboardWith(null);
    render(<CopyProbe text="slv_secret" />);
    await clickCopy();
    expect(screen.getByRole('button').textContent).toBe('refused');
  });
});
