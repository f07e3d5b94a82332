import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The app imports Mantine's styles per component (public.css, signed-in.css) instead of the
 * whole stylesheet. A component used without its styles renders unstyled, which no type check sees:
 * these tests read which Mantine components the code uses and check that their styles are imported.
 */

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '../..');
const mantineStyles = join(source, '../../../node_modules/@mantine/core/styles');

/** The style files (of @mantine/core/styles, without `.layer.css`) each component needs. */
const stylesOf: Record<string, readonly string[]> = {
  ActionIcon: ['ActionIcon', 'UnstyledButton', 'Loader'],
  Alert: ['Alert', 'CloseButton'],
  Anchor: ['Anchor', 'Text'],
  AppShell: ['AppShell'],
  Avatar: ['Avatar'],
  Badge: ['Badge'],
  Burger: ['Burger', 'UnstyledButton'],
  Button: ['Button', 'UnstyledButton', 'Loader'],
  Center: ['Center'],
  Checkbox: ['Checkbox', 'InlineInput'],
  Code: ['Code'],
  CloseButton: ['CloseButton', 'UnstyledButton'],
  ColorSwatch: ['ColorSwatch'],
  Container: ['Container'],
  Divider: ['Divider'],
  Drawer: ['Drawer', 'ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Group: ['Group'],
  Image: ['Image'],
  List: ['List'],
  Loader: ['Loader'],
  Menu: ['Menu', 'Popover'],
  Modal: ['Modal', 'ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput', 'Popover', 'ScrollArea'],
  NavLink: ['NavLink', 'UnstyledButton'],
  NativeSelect: ['Input'],
  NumberInput: ['NumberInput', 'Input'],
  Pagination: ['Pagination', 'UnstyledButton'],
  Paper: ['Paper'],
  PasswordInput: ['PasswordInput', 'Input', 'ActionIcon'],
  Popover: ['Popover'],
  Radio: ['Radio', 'InlineInput'],
  ScrollArea: ['ScrollArea'],
  SegmentedControl: ['SegmentedControl', 'FloatingIndicator'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  SimpleGrid: ['SimpleGrid'],
  Skeleton: ['Skeleton'],
  Spoiler: ['Spoiler', 'Anchor'],
  Stack: ['Stack'],
  Switch: ['Switch', 'InlineInput'],
  Table: ['Table', 'ScrollArea'],
  Tabs: ['Tabs', 'UnstyledButton'],
  Text: ['Text'],
  Textarea: ['Input'],
  TextInput: ['Input'],
  ThemeIcon: ['ThemeIcon'],
  Title: ['Title'],
  Tooltip: ['Tooltip'],
  UnstyledButton: ['UnstyledButton'],
  VisuallyHidden: ['VisuallyHidden'],
  // No styles of their own, or not components at all.
  Box: [],
  Collapse: [],
  FileButton: [],
  CopyButton: [],
  Transition: [],
  MantineProvider: [],
  MantineThemeProvider: [],
  DEFAULT_THEME: [],
  createTheme: [],
  getRadius: [],
  mergeThemeOverrides: [],
  useMantineTheme: [],
};

/** Every non-test module of the app. */
function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values (not types) the app imports from a package, by module. */
function importsFrom(pkg: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const path of modules(source)) {
    for (const [, isTypeOnly, names = ''] of readFileSync(path, 'utf8').matchAll(statement)) {
      if (isTypeOnly) continue;
      for (const name of names.split(',').map((part) => part.trim())) {
        if (!name || name.startsWith('type ')) continue;
        found.set(name.split(/\s+as\s+/)[0] as string, [...(found.get(name) ?? []), path]);
      }
    }
  }
  return found;
}

/** The style files a CSS file of the app imports, in its order. */
function importedStyles(file: string): string[] {
  const css = readFileSync(join(here, file), 'utf8');
  return [...css.matchAll(/@import ["']@mantine\/core\/styles\/([\w-]+)\.layer\.css["'];/g)].map(
    ([, name]) => name as string,
  );
}

const publicStyles = importedStyles('public.css');
const signedInStyles = importedStyles('signed-in.css');

/** Where each component's styles stand in Mantine's own full stylesheet: the order they must keep. */
const fullStylesheet = readFileSync(join(mantineStyles, '../styles.css'), 'utf8');
function positionInFullStylesheet(name: string): number {
  const css = readFileSync(join(mantineStyles, `${name}.css`), 'utf8');
  const firstClass = /\.m_[0-9a-f]+/.exec(css)?.[0];
  return firstClass ? fullStylesheet.indexOf(firstClass) : fullStylesheet.indexOf(css.trim().slice(0, 40));
}

describe("Mantine's styles, imported per component", () => {
  const used = importsFrom('@mantine/core');

  it('knows the styles of every Mantine component the app uses', () => {
    const unknown = [...used.keys()].filter((name) => !(name in stylesOf));
    expect(
      unknown,
      'add them to stylesOf in this test, and their styles to public.css or signed-in.css',
    ).toEqual([]);
  });

  it('imports the styles of every Mantine component the app uses', () => {
    const imported = new Set([...publicStyles, ...signedInStyles]);
    const missing = [...used.keys()].flatMap((name) =>
      (stylesOf[name] ?? []).filter((style) => !imported.has(style)).map((style) => `${style} (for ${name})`),
    );
    expect(missing).toEqual([]);
  });

  it('brings the styles other components are built on with the first page, so that they come first', () => {
    for (const base of [
      'ScrollArea',
      'UnstyledButton',
      'Paper',
      'Popover',
      'Loader',
      'CloseButton',
      'Input',
    ]) {
      expect(publicStyles).toContain(base);
    }
  });

  it("keeps Mantine's order in each file", () => {
    for (const styles of [publicStyles, signedInStyles]) {
      const positions = styles.map(positionInFullStylesheet);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('imports no style twice', () => {
    const all = [...publicStyles, ...signedInStyles];
    expect(all.filter((style, index) => all.indexOf(style) !== index)).toEqual([]);
  });
});
