import type { CSSProperties, HTMLAttributes } from 'react';

/**
 * Tabler's drawing of an icon, element by element (`[tag, attributes]`): every module of
 * @tabler/icons-react exports it as `__iconNode` (tabler-icon-nodes.d.ts).
 */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

const maskClasses = new WeakMap<IconNode, Map<number, string>>();
let iconSheet: CSSStyleSheet | null = null;

/** The icon as Tabler draws it (a 24 × 24 outline, stroked with round ends), as a CSS image. */
function maskOf(node: IconNode, stroke: number): string {
  const shapes = node
    .map(([tag, { key: _key, ...attributes }]) => {
      const text = Object.entries(attributes)
        .map(([name, value]) => `${name}="${value.replace(/"/g, '&quot;')}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The class that draws the icon: one CSS rule per icon and stroke, written once into a style sheet of
 * its own, so that the twenty rows of a list share it instead of each carrying the picture in its style.
 */
function maskClassOf(node: IconNode, stroke: number): string {
  let byStroke = maskClasses.get(node);
  if (!byStroke) {
    byStroke = new Map();
    maskClasses.set(node, byStroke);
  }
  let name = byStroke.get(stroke);
  if (name === undefined) {
    if (!iconSheet) {
      const element = document.createElement('style');
      element.dataset.selvedgeIcons = '';
      document.head.append(element);
      iconSheet = element.sheet;
    }
    const index = iconSheet?.cssRules.length ?? 0;
    name = `selvedge-icon-${index}`;
    const mask = maskOf(node, stroke);
    iconSheet?.insertRule(`.${name}{mask-image:${mask};-webkit-mask-image:${mask}}`, index);
    byStroke.set(stroke, name);
  }
  return name;
}

interface LightIconProps extends HTMLAttributes<HTMLSpanElement> {
  node: IconNode;
  size?: number;
  stroke?: number;
}

/**
 * A Tabler outline icon as one element, for icons that repeat on every row of a list or entry of a menu,
 * light on a phone's first paint: the icon's own drawing is the mask of a span painted in the text colour
 * (global.css), so it looks as the <svg> with a <path> per stroke did and follows the colour the same way.
 */
export function LightIcon({ node, size = 24, stroke = 2, className, style, ...rest }: LightIconProps) {
  // Drawn without a document (the sign-in page's markup, app/sign-in-markup.tsx), the picture goes into
  // the element's own style: the page has no style sheet of icons yet.
  const mask = typeof document === 'undefined' ? maskOf(node, stroke) : null;
  const classes = ['selvedge-icon', mask === null ? maskClassOf(node, stroke) : null, className]
    .filter(Boolean)
    .join(' ');
  const sized: CSSProperties = {
    width: size,
    height: size,
    ...(mask === null ? {} : { maskImage: mask, WebkitMaskImage: mask }),
    ...style,
  };
  return <span aria-hidden="true" className={classes} style={sized} {...rest} />;
}
