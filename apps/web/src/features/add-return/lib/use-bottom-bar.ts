import { type RefObject, useEffect } from 'react';

const HEIGHT_VARIABLE = '--selvedge-bottom-bar-height';

/**
 * A bar of buttons kept at the bottom of the window (the return selection's Add and Cancel) says how
 * much of the window's bottom it takes while it is shown, so that the toasts stand above it rather than
 * over its buttons (app/notifications-outlet.css).
 */
export function useBottomBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      const taken = Math.max(0, Math.ceil(window.innerHeight - bar.getBoundingClientRect().top));
      root.style.setProperty(HEIGHT_VARIABLE, `${taken}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    window.addEventListener('resize', measure);
    // The bar moves while the modal opens and its lines load.
    document.addEventListener('scroll', measure, { capture: true, passive: true });
    const settled = window.setTimeout(measure, 400);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('scroll', measure, { capture: true });
      window.clearTimeout(settled);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [ref]);
}
