import type { Plugin } from 'vite';

/** A Mantine file the build changes: which file, what it must contain, and what replaces that. */
interface Patch {
  file: RegExp;
  find: string;
  replace: string;
}

/**
 * Four things in Mantine's files cost a phone's first paint, or the moment after it, what they need not
 * (docs/web-performance.md, "What the build splits"):
 *
 * - ScrollArea (the signed-in shell's side menu) takes floating-ui's `useMergeRefs`, and with it the
 *   whole of floating-ui, which only menus, tooltips and selects need: 14 KB before every signed-in
 *   page's first paint. Mantine's own `useMergedRef` does the same.
 * - `useId` starts with React's id and replaces it with a random one in a layout effect: an update of
 *   its own for every input, popover and the AppShell while the page is committed, which makes React
 *   render again and run all of the page's effects in that same long task. React's id is unique and
 *   stable (the random one was for React versions before 18, without `useId`).
 * - `useMediaQuery` reads the media query in an effect by default (for server-rendered markup, which
 *   this app has none of) and sets it then: an update of its own after the first paint for every
 *   component that asks, and Mantine's Transition asks for reduced motion in every button and icon
 *   button with a `loading` state: twenty on a list page, one per row's PDF button. Read at the first
 *   render instead, as the app's own `useIsPhone` already does.
 * - The AppShell's header (and footer and aside) import react-remove-scroll, a modal's scroll lock with
 *   its side effects (4 KB), for one class name: the constant comes from its own constants module.
 * - The Table's scroll container imports ScrollArea for its default `type="scrollarea"`, and the Table
 *   keeps the container as a property: every signed-in page's first paint carried ScrollArea's code
 *   (4.5 KB sent) for tables that all scroll natively (`type="native"`). Native is now the default
 *   and the only kind: the container draws a plain element.
 *
 * The build stops when a file no longer reads as expected, so an update of Mantine cannot quietly
 * undo this or break the components.
 */
const patches: readonly Patch[] = [
  {
    file: /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/,
    find: "import { useMergeRefs } from '@floating-ui/react';",
    replace:
      "import { useMergedRef } from '@mantine/hooks';\nconst useMergeRefs = (refs) => useMergedRef(...refs);",
  },
  {
    file: /@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/,
    find: `  const [uuid, setUuid] = useState(reactId);
  useIsomorphicEffect(() => {
    setUuid(randomId());
  }, []);`,
    replace: '  const uuid = reactId;',
  },
  {
    file: /@mantine\/hooks\/esm\/use-media-query\/use-media-query\.mjs$/,
    find: `function useMediaQuery(query, initialValue, { getInitialValueInEffect } = {
  getInitialValueInEffect: true
}) {`,
    replace: `function useMediaQuery(query, initialValue, { getInitialValueInEffect } = {
  getInitialValueInEffect: false
}) {`,
  },
  ...['Header', 'Footer', 'Aside'].map((part) => ({
    file: new RegExp(`@mantine/core/esm/components/AppShell/AppShell${part}/AppShell${part}\\.mjs$`),
    find: "import { RemoveScroll } from 'react-remove-scroll';",
    replace:
      "import { zeroRightClassName } from 'react-remove-scroll-bar/constants';\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };",
  })),
  {
    file: /@mantine\/core\/esm\/components\/Table\/TableScrollContainer\.mjs$/,
    find: `import { ScrollArea } from '../ScrollArea/ScrollArea.mjs';
import classes from './Table.module.css.mjs';

const defaultProps = {
  type: "scrollarea"
};`,
    replace: `import classes from './Table.module.css.mjs';

const ScrollArea = "div";
const defaultProps = {
  type: "native"
};`,
  },
];

export function lighterMantine(): Plugin {
  const applied = new Set<Patch>();
  return {
    name: 'selvedge-lighter-mantine',
    apply: 'build',
    transform(code, id) {
      const patch = patches.find((candidate) => candidate.file.test(id));
      if (!patch) return null;
      if (!code.includes(patch.find))
        this.error(`${id} no longer reads as lighter-mantine.ts expects: review it`);
      applied.add(patch);
      return { code: code.replace(patch.find, patch.replace), map: null };
    },
    buildEnd(error) {
      const missed = patches.filter((patch) => !applied.has(patch));
      if (!error && missed.length > 0) {
        this.error(
          `Mantine files not built: ${missed.map((patch) => patch.file).join(', ')} (lighter-mantine.ts)`,
        );
      }
    },
  };
}
