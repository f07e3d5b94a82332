import type { Plugin } from 'postcss';

/** Mantine's mark of its dark colour scheme in a selector: `[data-mantine-color-scheme=dark]`, quoted or not. */
const darkScheme = /\[data-mantine-color-scheme=(["']?)dark\1\]/;

/**
 * The portal is drawn in the light colour scheme only (providers.tsx forces it): Mantine's rules and
 * CSS variables for its dark scheme never apply, yet they were a sixth of the stylesheets every page
 * loads and parses before its first paint. They are left out when the app is built; a rule
 * written for both schemes keeps its light selectors.
 */
export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'selvedge-light-scheme-only',
    Rule(rule) {
      if (!darkScheme.test(rule.selector)) return;
      const light = rule.selectors.filter((selector) => !darkScheme.test(selector));
      if (light.length === 0) rule.remove();
      else rule.selectors = light;
    },
  };
}
