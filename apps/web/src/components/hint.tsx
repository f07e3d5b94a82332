import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { onDemand } from '../lib/lazy-component';

/** The theme's delay before a tooltip shows (theme.ts gives Mantine's Tooltip the same). */
const OPEN_DELAY_MS = 300;

const loadTooltip = onDemand(() => import('./hint-tooltip'));
type TooltipModule = Awaited<ReturnType<typeof loadTooltip>>;

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

type HintProps = Pick<TooltipProps, 'label' | 'disabled' | 'multiline' | 'w' | 'position'> & {
  /** One element that takes a ref: a button, a link, or a wrapper around a disabled control. */
  children: ReactElement<ChildProps>;
};

/**
 * A tooltip (Mantine's, as the theme styles it) that shows when a mouse rests on its element. Unlike
 * Mantine's Tooltip it costs nothing until then: Mantine's sets up its floating position,
 * portal and id for every tooltip on screen when the page is drawn, each with an update of its own,
 * which on a list of PDF buttons made the first paint of a phone one long task. Here the tooltip is
 * mounted the first time it is wanted, on the element the page already drew.
 */
export function Hint({ children, label, disabled, ...tooltip }: HintProps) {
  const [isOpen, setOpen] = useState(false);
  // Loaded when first wanted; once shown, the tooltip stays mounted, so that it fades out as Mantine's does.
  const [module, setModule] = useState<TooltipModule | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The mouse is still on the element when the delay is over and the code is there.
  const isWanted = useRef(false);
  // A ref, not state: setting state from a ref is an update of its own while the page is drawn.
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(children.props.ref, target);
  useEffect(() => () => clearTimeout(timer.current), []);

  const child = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      // As Mantine's own default: a mouse hovering, not a finger (a tap is a click).
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      isWanted.current = true;
      const loaded = loadTooltip();
      timer.current = setTimeout(() => {
        loaded.then(
          (tooltipModule) => {
            setModule(tooltipModule);
            if (isWanted.current) setOpen(true);
          },
          () => undefined,
        );
      }, OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      isWanted.current = false;
      clearTimeout(timer.current);
      setOpen(false);
    },
  });

  return (
    <>
      {child}
      {module ? (
        <module.Tooltip {...tooltip} label={label} target={target} opened={isOpen && !disabled} />
      ) : null}
    </>
  );
}
