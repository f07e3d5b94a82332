/**
 * The translations in parts (docs/web-performance.md): the core, which every screen reads, and two
 * areas that only some screens read. A phone opening a list no longer fetches the order forms' and the
 * administration's texts, half of each language's file. The four translation files stay whole (one file
 * per language for translators and the locale test); the build splits them (translation-areas.ts).
 *
 * An area is a list of the file's sections; a page of an area loads its texts with its code
 * (router.tsx: `lazyPage(…, 'ordering')`). A section that a screen outside its area shows belongs in the
 * core, or its keys in `sharedKeys`.
 */
export const translationAreas = {
  /** The order forms, the stock check and the return form (and the wall calculator they open). */
  ordering: [
    'placeOrder',
    'addReturn',
    'stockCheck',
    'shippingAddress',
    'orderSummary',
    'itemSearch',
    'itemCode',
    'wallCalculator',
    'quickOrder',
  ],
  /**
   * The administration's screens (and the users list, which sales staff see too, a customer
   * administrator's colleagues, and the API keys of a customer's own systems).
   */
  administration: [
    'apiKeys',
    'errorLogs',
    'orderQueue',
    'erpConnection',
    'contentAdmin',
    'settings',
    'users',
    'approveUsers',
    'colleagues',
    'devMailbox',
  ],
} as const;

export type TranslationArea = keyof typeof translationAreas;
export type TranslationPart = TranslationArea | 'core';

export const isTranslationArea = (name: string): name is TranslationArea => name in translationAreas;

/**
 * Keys of an area that screens outside it show too, kept in the core as well: the order list's
 * notice of a placed sample order, and the row actions the order form's lines share with the
 * administration's lists.
 */
export const sharedKeys = [
  'placeOrder.sample.confirmation',
  'contentAdmin.view',
  'contentAdmin.edit',
  'contentAdmin.delete',
] as const;

type Texts = { [key: string]: string | Texts };

/** The value at `path` (dotted) of `texts`, or undefined. */
function at(texts: Texts, path: string): string | Texts | undefined {
  let value: string | Texts | undefined = texts;
  for (const part of path.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  return value;
}

/** `texts` with `value` written at `path`, the objects on the way made as needed. */
function put(texts: Texts, path: string, value: string | Texts): void {
  const parts = path.split('.');
  let target = texts;
  for (const part of parts.slice(0, -1)) {
    const next = target[part];
    if (typeof next === 'object') target = next;
    else {
      const made: Texts = {};
      target[part] = made;
      target = made;
    }
  }
  target[parts.at(-1) ?? ''] = value;
}

/** The part of a language's whole translation file that `part` holds. */
export function translationPart(all: Texts, part: TranslationPart): Texts {
  if (part !== 'core') {
    const sections: readonly string[] = translationAreas[part];
    return Object.fromEntries(Object.entries(all).filter(([section]) => sections.includes(section)));
  }
  const inAreas = new Set<string>(Object.values(translationAreas).flat());
  const core = Object.fromEntries(Object.entries(all).filter(([section]) => !inAreas.has(section)));
  for (const key of sharedKeys) {
    const value = at(all, key);
    if (value !== undefined) put(core, key, value);
  }
  return core;
}

/** Writes every text of `source` into `target`, section by section (an area into the core). */
export function mergeTexts(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeTexts(existing, value);
    else target[key] = typeof value === 'object' ? mergeTexts({}, value) : value;
  }
  return target;
}

export type { Texts };
