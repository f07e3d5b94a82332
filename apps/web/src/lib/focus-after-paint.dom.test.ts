import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAfterPaint } from './focus-after-paint';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focusing a field after the first paint', () => {
  it('focuses it after the next frame, not at once', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    document.body.innerHTML = '<input id="code">';
    const field = document.getElementById('code');
    focusAfterPaint(() => field);
    expect(document.activeElement).not.toBe(field);
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).not.toBe(field);
    vi.runAllTimers();
    expect(document.activeElement).toBe(field);
  });

  it('does nothing once cancelled (the screen was left)', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    document.body.innerHTML = '<input id="code">';
    const field = document.getElementById('code');
    const cancel = focusAfterPaint(() => field);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(document.activeElement).not.toBe(field);
  });
});
