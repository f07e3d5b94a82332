import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyDialog, OnceOpened, usePreloadSoon } from './lazy-component';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const greetingModule = () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe('a component loaded on demand', () => {
  it('is fetched once however often it is preloaded, and drawn with its props', async () => {
    const load = vi.fn(async () => greetingModule());
    const Greeting = lazyComponent(load, 'Greeting');
    await Promise.all([Greeting.preload(), Greeting.preload()]);
    render(<Greeting name="Anna" />);
    expect(screen.getByText('Hello Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows its fallback until its code arrives, then the component', async () => {
    let arrive: (module: ReturnType<typeof greetingModule>) => void = () => undefined;
    const promise = new Promise<ReturnType<typeof greetingModule>>((resolve) => {
      arrive = resolve;
    });
    const Greeting = lazyComponent(() => promise, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(greetingModule()));
    expect(await screen.findByText('Hello Anna')).toBeTruthy();
  });

  it('is fetched again after a failed fetch (a network blip)', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof greetingModule>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(greetingModule());
    const Greeting = lazyComponent(load, 'Greeting');
    await expect(Greeting.preload()).rejects.toThrow('offline');
    await Greeting.preload();
    render(<Greeting name="Anna" />);
    expect(screen.getByText('Hello Anna')).toBeTruthy();
  });
});

describe('code fetched soon after a screen is drawn', () => {
  function Screen({ components }: { components: Parameters<typeof usePreloadSoon>[0] }) {
    usePreloadSoon(components);
    return <p>Screen</p>;
  }

  it('is fetched two seconds after the screen is drawn, not with it', () => {
    vi.useFakeTimers();
    const dialog = { preload: vi.fn(async () => undefined) };
    const drawer = { preload: vi.fn(async () => undefined) };
    render(<Screen components={[dialog, drawer]} />);
    act(() => vi.advanceTimersByTime(1_900));
    expect(dialog.preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(dialog.preload).toHaveBeenCalledOnce();
    expect(drawer.preload).toHaveBeenCalledOnce();
  });

  it('is not fetched for a screen left before then, and a failed fetch is no error', () => {
    vi.useFakeTimers();
    const left = { preload: vi.fn(async () => undefined) };
    const { unmount } = render(<Screen components={[left]} />);
    act(() => vi.advanceTimersByTime(1_000));
    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(left.preload).not.toHaveBeenCalled();

    const failing = { preload: vi.fn(async () => Promise.reject(new Error('offline'))) };
    render(<Screen components={[failing]} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(failing.preload).toHaveBeenCalledOnce();
  });
});

describe('a dialog drawn from its first opening on', () => {
  it('is not drawn before it opens, and stays drawn once it closes (to close with its transition)', () => {
    const dialog = (isOpen: boolean) => (
      <OnceOpened isOpen={isOpen}>
        <p>{isOpen ? 'Dialog open' : 'Dialog closing'}</p>
      </OnceOpened>
    );
    const { rerender } = render(dialog(false));
    expect(screen.queryByText(/Dialog/)).toBeNull();
    rerender(dialog(true));
    expect(screen.getByText('Dialog open')).toBeTruthy();
    rerender(dialog(false));
    expect(screen.getByText('Dialog closing')).toBeTruthy();
  });
});

describe('a dialog loaded on demand', () => {
  it('fetches nothing and draws nothing while closed, then opens with its props and stays drawn', async () => {
    const load = vi.fn(async () => ({
      Notice: ({ opened, text }: { opened: boolean; text: string }) => (
        <p>{opened ? text : `${text} closing`}</p>
      ),
    }));
    const Notice = lazyDialog(load, 'Notice');
    const { rerender } = render(<Notice opened={false} text="Saved" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Saved/)).toBeNull();
    rerender(<Notice opened text="Saved" />);
    expect(await screen.findByText('Saved')).toBeTruthy();
    rerender(<Notice opened={false} text="Saved" />);
    expect(screen.getByText('Saved closing')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
