import { resolve } from 'node:path';
import { helpPages as helpPageNames, languages } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import {
  type HelpSources,
  helpLanguages,
  helpTopics,
  parsePartials,
  readHelpSources,
  renderHelpPages,
} from '../../help-pages';

const helpFolder = resolve(import.meta.dirname, '../../help');

/** Small sources of every page in every language: the topics' pages and Users (no topic). */
function sources(change: (sources: HelpSources) => void = () => {}): HelpSources {
  const partials = `<template id="help">Help</template>
<template id="questions">
<p>Ask us.</p>
<p>We answer.</p>
</template>
<template id="tip-label">Tip:</template>`;
  const shared = `<!-- The parts. -->
<template id="list">
<ul>
  {{> @partial-block}}
</ul>
</template>
<template id="tip"><p><strong>{{> tip-label}}</strong> {{> @partial-block}}</p></template>`;
  const page = (title: string) =>
    `<h1>${title}</h1>\n<section>\n  {{> questions}}\n</section>\n\n{{#> list}}\n<li>One</li>\n<li>Two</li>\n{{/list}}\n{{#> tip}}Look.{{/tip}}\n`;
  const made: HelpSources = {
    frame: `<html lang="{{lang}}"><title>{{{title}}} · {{> help}}</title>
  <nav>
    {{#each languages}}
    <a href="../{{code}}/{{../page}}.html" title="{{name}}"{{#if current}} aria-current="page"{{/if}}>{{label}}</a>
    {{/each}}
  </nav>
  <main>
    {{> main}}
  </main>
{{#if topics}}
  <footer>
    {{#each topics}}
    <li><a href="{{page}}.html"{{#if current}} aria-current="page"{{/if}}>{{{title}}}</a></li>
    {{/each}}
  </footer>
{{/if}}
</html>
`,
    shared,
    partials: { en: partials, nl: partials, de: partials, fr: partials },
    pages: { en: {}, nl: {}, de: {}, fr: {} },
  };
  for (const language of languages) {
    for (const topic of helpTopics) made.pages[language][topic] = page(`${topic} (${language})`);
    made.pages[language].Users = page('Users &amp; roles');
  }
  change(made);
  return made;
}

describe('the help pages, made with Handlebars from a frame, partials and each page’s content', () => {
  it('puts the page’s content in the frame, with its language, title and partials, each at its indentation', () => {
    const page = renderHelpPages(
      sources((sources) => {
        sources.partials.nl = sources.partials.nl.replace('>Help<', '>Hulp<');
      }),
    ).get('nl/Users.html');
    expect(page).toBe(`<html lang="nl"><title>Users &amp; roles · Hulp</title>
  <nav>
    <a href="../en/Users.html" title="English">EN</a>
    <a href="../nl/Users.html" title="Nederlands" aria-current="page">NL</a>
    <a href="../de/Users.html" title="Deutsch">DE</a>
    <a href="../fr/Users.html" title="Français">FR</a>
  </nav>
  <main>
    <h1>Users &amp; roles</h1>
    <section>
      <p>Ask us.</p>
      <p>We answer.</p>
    </section>

    <ul>
      <li>One</li>
      <li>Two</li>
    </ul>
    <p><strong>Tip:</strong> Look.</p>
  </main>
</html>
`);
  });

  it('links a topic’s page to every topic by its title in the page’s language, the page itself marked', () => {
    const page = renderHelpPages(sources()).get('de/Returns.html') ?? '';
    const topics = page.slice(page.indexOf('<footer>'), page.indexOf('</footer>'));
    expect(topics).toContain('    <li><a href="News.html">News (de)</a></li>\n');
    expect(topics).toContain('    <li><a href="Returns.html" aria-current="page">Returns (de)</a></li>\n');
    expect(topics.match(/<li>/g)).toHaveLength(helpTopics.length);
  });

  it('refuses a partial, value or closing mark that is not there, a partial written twice, a page missing in a language and a page without a title', () => {
    const made = (change: (sources: HelpSources) => void) => () => renderHelpPages(sources(change));
    expect(
      made((sources) => {
        sources.pages.fr.Users = '<h1>U</h1>\n{{> nope}}\n';
      }),
    ).toThrow('fr/Users.html: The partial nope could not be found');
    expect(
      made((sources) => {
        sources.pages.nl.Users += '{{#> tip}}Unclosed.\n';
      }),
    ).toThrow(/^nl\/Users\.html: Parse error .*Expecting 'OPEN_ENDBLOCK'/s);
    expect(
      made((sources) => {
        sources.frame += '{{nope}}';
      }),
    ).toThrow('en/Deliveries.html: "nope" not defined');
    expect(
      made((sources) => {
        sources.pages.de.News += '<p>{{nope}}</p>\n';
      }),
    ).toThrow('de/News.html: "nope" not defined');
    expect(
      made((sources) => {
        sources.partials.de += '<template id="tip">Again</template>';
      }),
    ).toThrow('the partial tip is in partials/shared.html and de.html');
    expect(
      made((sources) => {
        delete sources.pages.de.Orders;
      }),
    ).toThrow(/the de help pages are .*; the English ones/);
    expect(
      made((sources) => {
        sources.pages.en.News = '<p>No title</p>\n';
      }),
    ).toThrow('en/News.html: no <h1> with its title');
    expect(() => parsePartials('<template id="a">1</template><template id="a">2</template>')).toThrow(
      'the partial a is written twice',
    );
  });

  it('names the portal’s languages (contracts), in their order', () => {
    expect(Object.keys(helpLanguages)).toEqual([...languages]);
  });

  it('makes every help page of apps/web/help in every language, each a whole page in its language', async () => {
    const pages = renderHelpPages(await readHelpSources(helpFolder));
    expect([...pages.keys()].sort()).toEqual(
      languages.flatMap((language) => helpPageNames.map((page) => `${language}/${page}.html`)).sort(),
    );
    for (const [path, html] of pages) {
      const [language, file] = path.split('/');
      const title = /<h1>(.*)<\/h1>/.exec(html)?.[1];
      expect(html, path).toMatch(/^<!doctype html>\n<html lang="(\w\w)">/);
      expect(html, path).toContain(`<html lang="${language}">`);
      expect(html, path).toContain(`<title>${title} · Selvedge `);
      expect(html, path).toContain(
        `<a href="../${language}/${file}" hreflang="${language}" lang="${language}" aria-current="page">`,
      );
      expect(html, path).not.toContain('{{');
      expect(html.includes('<footer>'), path).toBe(!path.endsWith('/Users.html'));
      expect(html, path).toMatch(/<\/html>\n$/);
    }
  });
});
