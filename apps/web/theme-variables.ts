import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/app/theme';

/** The stylesheet main.tsx imports; this plugin writes it. */
export const THEME_VARIABLES_ID = 'virtual:selvedge-theme-variables.css';
const resolvedId = `/${THEME_VARIABLES_ID}`;

type Section = keyof ConvertCSSVariablesInput;
const sections: readonly Section[] = ['variables', 'light', 'dark'];

/**
 * The theme's CSS variables as MantineProvider would write them into a <style> at run time: Mantine's
 * variables for our theme and the portal's contrast-safe colours (theme.ts), less those equal to
 * Mantine's defaults, which its default-css-variables.css already has.
 */
export function themeVariablesCss(): string {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const mantine = defaultCssVariablesResolver(resolved);
  const portal = cssVariablesResolver(resolved);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables = { variables: {}, light: {}, dark: {} } as ConvertCSSVariablesInput;
  for (const section of sections) {
    const merged = { ...mantine[section], ...portal[section] };
    variables[section] = Object.fromEntries(
      Object.entries(merged).filter(([name, value]) => defaults[section][name as never] !== value),
    );
  }
  return convertCssVariables(variables, ':root');
}

/**
 * The theme's CSS variables computed once, when the app is built: at run time MantineProvider
 * computed them on the phone before the first screen (the contrast-safe colours step through every
 * shade of every colour), a sixth of the first render's work. providers.tsx turns Mantine's own off.
 */
export function themeVariables(): Plugin {
  return {
    name: 'selvedge-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_ID ? resolvedId : null),
    load: (id) => (id === resolvedId ? themeVariablesCss() : null),
  };
}
