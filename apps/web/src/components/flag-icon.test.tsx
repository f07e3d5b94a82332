import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlagIcon } from './flag-icon';

/** The rectangles of a tricolour, as width × height and colour, painted in order. */
function rectsOf(language: 'nl' | 'de' | 'fr') {
  const markup = renderToStaticMarkup(<FlagIcon language={language} />);
  return [...markup.matchAll(/<rect width="([\d.]+)" height="([\d.]+)" fill="(#\w+)"/g)].map(
    ([, width, height, fill]) => `${width}x${height} ${fill}`,
  );
}

describe('the flags beside the language names', () => {
  it('paints a tricolour from its last band to its first, each over the ones after it', () => {
    expect(rectsOf('nl')).toEqual(['3x2 #21468B', '3x1.333 #FFFFFF', '3x0.667 #AE1C28']);
    expect(rectsOf('de')).toEqual(['3x2 #FFCE00', '3x1.333 #DD0000', '3x0.667 #000000']);
    // France's stripes stand side by side.
    expect(rectsOf('fr')).toEqual(['3x2 #CE1126', '2x2 #FFFFFF', '1x2 #002654']);
  });

  it('is decorative and keeps 3 : 2 at any size', () => {
    const markup = renderToStaticMarkup(<FlagIcon language="en" size={30} />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('width="30" height="20"');
  });
});
