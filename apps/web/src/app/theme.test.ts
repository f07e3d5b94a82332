import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, cssVariablesResolver, theme } from './theme';

const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as MantineTheme['colors'];
const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme, colors } as MantineTheme).light as Record<
  string,
  string
>;

/** A variable's colour as the browser would resolve it: the theme's own value when not overridden. */
function resolve(variable: string, fallback: string): string {
  const value = light[variable] ?? fallback;
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (shade) return colors[shade[1] as string]?.[Number(shade[2])] ?? value;
  return value;
}

const white = '#ffffff';
const page = DEFAULT_THEME.colors.gray[0];
const textColors = Object.keys(colors).filter((name) => name !== 'dark');

describe('the light scheme reaches WCAG AA contrast (4.5:1) for normal text', () => {
  it.each(textColors)('%s: the light badge, light button and alert title text on its tint', (name) => {
    const shade8 = colors[name]?.[8] ?? '';
    const text = resolve(`--mantine-color-${name}-light-color`, shade8);
    for (const under of [white, page]) {
      expect(contrastRatio(text, composite(shade8, 0.1, under))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(textColors)('%s: coloured text (c="…") and outline text on white and the page', (name) => {
    const shade8 = colors[name]?.[8] ?? '';
    for (const variable of ['text', 'outline']) {
      const text = resolve(`--mantine-color-${name}-${variable}`, shade8);
      expect(contrastRatio(text, white)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, page)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(textColors)('%s: white text on the filled variant', (name) => {
    const shade8 = colors[name]?.[8] ?? '';
    expect(contrastRatio(white, resolve(`--mantine-color-${name}-filled`, shade8))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('dimmed and error texts on the page', () => {
    expect(
      contrastRatio(resolve('--mantine-color-dimmed', DEFAULT_THEME.colors.gray[6]), page),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(resolve('--mantine-color-error', DEFAULT_THEME.colors.red[6]), page),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand colour where it already reads well', () => {
    expect(light['--mantine-color-selvedge-filled']).toBe('#03776a');
    expect(light['--mantine-color-selvedge-text']).toBe('#03776a');
  });
});

describe("the theme's CSS variables, computed when the app is built", () => {
  it('hold the contrast-safe colours and the brand colour, and leave out what equals Mantine’s defaults', async () => {
    const { themeVariablesCss } = await import('../../theme-variables');
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-selvedge-filled)');
    expect(css).toContain('--mantine-color-selvedge-8: #03776a');
    // Mantine's default scale is in its default-css-variables.css, not said twice.
    expect(css).not.toContain('--mantine-scale:');
  });
});
