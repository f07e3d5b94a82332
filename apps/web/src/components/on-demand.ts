import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A control drawn at once as its trigger alone, its full component (a menu with its floating dropdown
 * and portal) loaded and mounted the first time it is used. Mantine's Menu sets up its
 * floating position, portal and ids for every menu on screen when the page is drawn, each an update
 * of its own, and brings floating-ui along: no page's first paint needs any of it until a menu opens.
 * Hovering or focusing the trigger fetches the code ahead, so a click opens the menu at once.
 */
export function useOnDemand<Module>(load: () => Promise<Module>) {
  const [module, setModule] = useState<Module | null>(null);
  // The trigger drawn alone had the focus (a click gives it, and Enter or Space needs it): the one in
  // the loaded menu takes it over, so the keyboard goes on from there (arrows into the menu, Escape).
  const isFocusPassed = useRef(false);
  const prefetch = () => {
    load().catch(() => undefined);
  };
  const open = (event: MouseEvent<HTMLElement>) => {
    isFocusPassed.current = event.currentTarget === document.activeElement;
    load().then(setModule, () => undefined);
  };
  const focusRef = useCallback((node: HTMLElement | null) => {
    if (!node || !isFocusPassed.current) return;
    isFocusPassed.current = false;
    node.focus();
  }, []);
  return {
    /** The loaded module once the user asked for the control; until then, draw the trigger alone. */
    module,
    /** For the trigger in the loaded menu: takes the focus the trigger drawn alone had. */
    focusRef,
    /** For the trigger drawn alone: fetch ahead on hover and focus, load and open on click. */
    triggerProps: {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: open,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
    },
  };
}

/**
 * For a menu loaded on demand: opens it once it is mounted, as if its trigger had just been clicked.
 * Not `defaultOpened`: Mantine notes the element to give the focus back to (the trigger) only when a
 * mounted menu opens, so a menu mounted open would leave the focus nowhere once closed.
 */
export function useOpenedOnMount() {
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  return { opened, onChange: setOpened };
}
