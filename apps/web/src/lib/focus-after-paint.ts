/**
 * Focuses the element `target` gives once the browser has painted the screen it is on; returns what
 * cancels it (an effect's clean-up). Focusing makes the browser lay the page out there and then: in a
 * screen's first render that is the whole page, inside React's task and before anything is painted, so
 * the first paint waited for it (the stock check on a phone). After the paint the layout is
 * already done and the focus costs nothing.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame is painted after its animation frame callbacks run; a task after that comes after the paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => target()?.focus());
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
