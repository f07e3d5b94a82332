import { describe, expect, it } from 'vitest';
import { mergeTexts, sharedKeys, type Texts, translationAreas, translationPart } from './areas';
import de from './de/translation.json';
import en from './en/translation.json';
import fr from './fr/translation.json';
import nl from './nl/translation.json';

/** Every key of `texts` (dotted) with its text. */
const entriesOf = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' ? entriesOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

describe.each([
  ['en', en],
  ['nl', nl],
  ['de', de],
  ['fr', fr],
])('the translations of %s in parts: the core, ordering and administration', (_language, all) => {
  const core = translationPart(all, 'core');
  const ordering = translationPart(all, 'ordering');
  const administration = translationPart(all, 'administration');

  it('lose no text: the core and the areas together are the whole file', () => {
    const together = mergeTexts(mergeTexts(mergeTexts({}, core), ordering), administration);
    expect(together).toEqual(all);
  });

  it("put each area's sections in the area only, but the keys other screens share in the core too", () => {
    const isShared = (key: string) =>
      sharedKeys.some((sharedKey) => key === sharedKey || key.startsWith(`${sharedKey}.`));
    const areaSections = new Set<string>(Object.values(translationAreas).flat());
    for (const [key] of entriesOf(core))
      expect(areaSections.has(key.split('.')[0] ?? '') && !isShared(key), `${key} in the core`).toBe(false);
    expect(Object.keys(ordering).sort()).toEqual([...translationAreas.ordering].sort());
    for (const key of sharedKeys) expect(core).toHaveProperty(key.split('.'), expect.anything());
  });

  it('leave the core at under half of the whole', () => {
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(all).length / 2);
  });
});
