import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/** A deep teal, the colour of the brand's selvedge tape: calm next to the customers' own colourful goods. */
const selvedge: MantineColorsTuple = [
  '#e7f6f4',
  '#d3ebe7',
  '#a6d6cf',
  '#76c0b5',
  '#4fad9f',
  '#36a192',
  '#259a8b',
  '#148677',
  '#03776a',
  '#00675b',
];

/** The shade Mantine uses for filled, light and outline variants in the light scheme. */
const lightShade = 8;

export const theme = createTheme({
  primaryColor: 'selvedge',
  primaryShade: { light: lightShade, dark: 6 },
  colors: { selvedge },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Menus, drawers and modals open without their transitions for a user whose system asks for less
  // motion (prefers-reduced-motion; WCAG 2.3.3). Mantine animates for everyone unless told.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
    // Without the invisible focus placeholder a menu holds only its items (axe: aria-required-children);
    // opening it focuses the first item, as the ARIA menu pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as unknown as Rgb;
};

const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const relativeLuminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2.1's contrast ratio of two opaque colours (#rrggbb). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(rgbOf(a)), relativeLuminance(rgbOf(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` laid with `alpha` over the opaque `background`, as the browser paints a translucent tint. */
export function composite(color: string, alpha: number, background: string): string {
  const top = rgbOf(color);
  const bottom = rgbOf(background);
  return hexOf(
    top.map((channel, index) => channel * alpha + (bottom[index] ?? 0) * (1 - alpha)) as unknown as Rgb,
  );
}

const darken = (color: string, factor: number): string =>
  hexOf(rgbOf(color).map((channel) => channel * factor) as unknown as Rgb);

/** WCAG AA for normal text is 4.5:1; a little above it, so rounding in the browser never tips it under. */
export const minimumContrast = 4.6;

/**
 * `color`, darkened towards black in small steps (same hue) until it reads at `minimumContrast` on
 * every one of `backgrounds`; unchanged when it already does.
 */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  let rgb = rgbOf(color);
  const isReadable = () =>
    backgrounds.every((background) => contrastRatio(hexOf(rgb), background) >= minimumContrast);
  for (let step = 0; step < 40 && !isReadable(); step += 1) {
    rgb = rgbOf(darken(hexOf(rgb), 0.95));
  }
  return hexOf(rgb);
}

const white = '#ffffff';
/** The page's background (global.css) and the header row of tables and cards. */
const pageBackground = DEFAULT_THEME.colors.gray[0];
/** A hovered table row. */
const hoverBackground = DEFAULT_THEME.colors.gray[1];

/**
 * The light-scheme colour variables of one theme colour that carry text, made to reach WCAG AA
 * (4.5:1) wherever the portal shows them: Mantine paints the light variants' text (badges, light
 * buttons, alert titles) in the same shade 8 that tints their background, which for teal, green,
 * orange, yellow, blue and even red stays near 3:1; the plain text colour (`c="red"`, error texts)
 * and the outline variant sit on white or the page's grey; filled variants carry white text.
 */
export function readableColorVariables(name: string, shades: readonly string[]): Record<string, string> {
  const base = shades[lightShade] ?? shades[shades.length - 1] ?? '#000000';
  const lightBackgrounds = [white, pageBackground, hoverBackground].flatMap((under) => [
    composite(base, 0.1, under),
    composite(base, 0.12, under),
  ]);
  const text = readableOn(base, [white, pageBackground, hoverBackground]);
  const filled = readableOn(base, [white]);
  return {
    [`--mantine-color-${name}-light-color`]: readableOn(base, lightBackgrounds),
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-filled`]: filled,
    // Hovered, a filled button darkens a step, as Mantine's own shade 9 does.
    [`--mantine-color-${name}-filled-hover`]:
      filled === base ? readableOn(shades[9] ?? base, [white]) : darken(filled, 0.9),
  };
}

/**
 * The colour variables the light scheme needs for WCAG 2.1 AA (axe-core, e2e/accessibility.e2e.ts):
 * every colour's text-carrying variants (above), the error text, and Mantine's dimmed text (gray 6,
 * 3.3:1 on the page's grey), which the page subtitles, descriptions and counts use: gray 7 passes.
 * Only colours that fall short change, and only as much as needed, so the look stays the same.
 */
export function lightSchemeVariables(colors: MantineTheme['colors']): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark' || name === 'gray') continue;
    Object.assign(variables, readableColorVariables(name, shades));
  }
  variables['--mantine-color-dimmed'] = 'var(--mantine-color-gray-7)';
  variables['--mantine-color-error'] = variables['--mantine-color-red-text'] ?? 'var(--mantine-color-red-9)';
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: lightSchemeVariables(resolved.colors),
  dark: {},
});
