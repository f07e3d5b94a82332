import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By path, as in route-preloads.ts: Vite's config leaves workspace packages to Node.
import { helpPages as helpPageNames } from '../../packages/contracts/src/help-texts';

/** The help pages' languages in the order of their links, each named in its own language. */
export const helpLanguages = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' } as const;
export type HelpLanguage = keyof typeof helpLanguages;

/**
 * The pages the footer's "Other help topics" links to, in its order: every page of the customers' screens,
 * every help page but Users (the administrators' screen), which has no footer.
 */
export const helpTopics: readonly string[] = helpPageNames.filter((page) => page !== 'Users');

/** What the help pages are made of, as written in `apps/web/help/` (`readHelpSources`). */
export interface HelpSources {
  /** `frame.html`: the page around the content, the same for every page and language. */
  frame: string;
  /** `partials/shared.html`: the parts of the pages the same in every language, each a `<template id="…">`. */
  shared: string;
  /** `partials/<language>.html`: that language's words of the frame and the shared parts, and its sentences. */
  partials: Record<HelpLanguage, string>;
  /** `<language>/<Page>.html` by page name: the page's own content, its `<h1>` its title. */
  pages: Record<HelpLanguage, Record<string, string>>;
}

/**
 * `{{> id}}`, the partial of that id (partials/shared.html's or the page's language's); `{{#> id}}…{{/id}}`,
 * that partial around the content between, which it places at its `{{content}}` (a line break right
 * after the opening or before the closing mark is not content); `{{name}}`, a value the frame is given.
 */
const PLACEHOLDER = /\{\{#>\s*([\w-]+)\}\}\n?([\s\S]*?)\n?\{\{\/\1\}\}|\{\{(>\s*)?([\w-]+)\}\}/g;
/** `{{#name}}` … `{{/name}}`, each on a line of its own: the lines between are kept when `name` is not empty. */
const BLOCK = /^\{\{#([\w-]+)\}\}\n([\s\S]*?)^\{\{\/\1\}\}\n/gm;
const PARTIAL = /<template id="([\w-]+)">([\s\S]*?)<\/template>/g;
/** A page's title: its heading, plain text (it goes into the title and an attribute as it is). */
const TITLE = /^<h1>([^<>"]+)<\/h1>$/m;

/** The partials of a file by id; a partial written over lines loses its first and last line break. */
export function parsePartials(text: string): Map<string, string> {
  const partials = new Map<string, string>();
  for (const [, id = '', body = ''] of text.matchAll(PARTIAL)) {
    if (partials.has(id)) throw new Error(`the partial ${id} is written twice`);
    partials.set(id, body.replace(/^\n/, '').replace(/\n$/, ''));
  }
  return partials;
}

/**
 * `text` with its placeholders filled. A value that stands alone on its line takes that line's indentation
 * on each of its lines (blank lines stay blank); a placeholder with nothing to fill it is an error.
 */
function fill(
  text: string,
  values: Record<string, string>,
  partials: Map<string, string>,
  where: string,
): string {
  const partial = (id: string) => {
    const found = partials.get(id);
    if (found === undefined) throw new Error(`${where}: no partial named ${id}`);
    return found;
  };
  return text.replace(
    PLACEHOLDER,
    (
      _match,
      blockId: string | undefined,
      content: string | undefined,
      isPartial: string | undefined,
      name: string | undefined,
      offset: number,
    ) => {
      let value: string | undefined;
      if (blockId !== undefined) {
        value = fill(
          partial(blockId),
          { content: fill(content ?? '', values, partials, where) },
          partials,
          where,
        );
      } else if (isPartial) {
        value = partial(name ?? '');
      } else {
        value = values[name ?? ''];
        if (value === undefined) throw new Error(`${where}: no value named ${name}`);
      }
      const before = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
      const indent = /^[ \t]*$/.test(before) ? before : '';
      return value
        .split('\n')
        .map((line, index) => (index === 0 || line === '' ? line : `${indent}${line}`))
        .join('\n');
    },
  );
}

/** `text` with each `{{#name}}` block kept (without its two marking lines) or left out. */
function keepBlocks(text: string, values: Record<string, string>, where: string) {
  return text.replace(BLOCK, (_match, name: string, body: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: no value named ${name}`);
    return value === '' ? '' : body;
  });
}

/**
 * Every help page, by its path under `/help/` (`en/Orders.html`): the frame around the page's content, in
 * the page's language, with its title, the links to the page in the other languages and, on a topic's
 * page, the links to the other topics. Every language must have the same pages, and every topic a page.
 */
export function renderHelpPages(sources: HelpSources): Map<string, string> {
  const languages = Object.keys(helpLanguages) as HelpLanguage[];
  const names = Object.keys(sources.pages.en).sort();
  for (const language of languages) {
    const theirs = Object.keys(sources.pages[language]).sort();
    if (theirs.join() !== names.join()) {
      throw new Error(
        `the ${language} help pages are ${theirs.join(', ')}; the English ones ${names.join(', ')}`,
      );
    }
  }
  for (const topic of helpTopics) {
    if (!names.includes(topic)) throw new Error(`the help topic ${topic} has no page`);
  }
  const rendered = new Map<string, string>();
  for (const language of languages) {
    const partials = parsePartials(sources.shared);
    for (const [id, partial] of parsePartials(sources.partials[language])) {
      if (partials.has(id))
        throw new Error(`the partial ${id} is in partials/shared.html and ${language}.html`);
      partials.set(id, partial);
    }
    const titles = new Map(
      names.map((name) => {
        const title = TITLE.exec(sources.pages[language][name] ?? '')?.[1];
        if (title === undefined) throw new Error(`${language}/${name}.html: no <h1> with its title`);
        return [name, title] as const;
      }),
    );
    for (const name of names) {
      const where = `${language}/${name}.html`;
      const main = fill(sources.pages[language][name] ?? '', {}, partials, where).replace(/\n$/, '');
      const values: Record<string, string> = {
        lang: language,
        title: titles.get(name) ?? '',
        main,
        languages: languages
          .map((other) => {
            const mark = other === language ? 'aria-current="page"' : `title="${helpLanguages[other]}"`;
            return `<a href="../${other}/${name}.html" hreflang="${other}" lang="${other}" ${mark}>${other.toUpperCase()}</a>`;
          })
          .join('\n'),
        topics: helpTopics.includes(name)
          ? helpTopics
              .map((topic) => {
                const mark = topic === name ? ' aria-current="page"' : '';
                return `<li><a href="${topic}.html"${mark}>${titles.get(topic)}</a></li>`;
              })
              .join('\n')
          : '',
      };
      const html = fill(keepBlocks(sources.frame, values, where), values, partials, where);
      const left = /\{\{[^}]*\}\}/.exec(html);
      if (left) throw new Error(`${where}: ${left[0]} is no mark the pages know, or is not closed`);
      rendered.set(where, html);
    }
  }
  return rendered;
}

/** The sources below `folder` (apps/web/help). */
export async function readHelpSources(folder: string): Promise<HelpSources> {
  const languages = Object.keys(helpLanguages) as HelpLanguage[];
  const read = (...path: string[]) => readFile(join(folder, ...path), 'utf8');
  const partials = {} as Record<HelpLanguage, string>;
  const pages = {} as Record<HelpLanguage, Record<string, string>>;
  for (const language of languages) {
    partials[language] = await read('partials', `${language}.html`);
    pages[language] = {};
    for (const file of (await readdir(join(folder, language))).filter((file) => file.endsWith('.html'))) {
      pages[language][file.slice(0, -'.html'.length)] = await read(language, file);
    }
  }
  return { frame: await read('frame.html'), shared: await read('partials', 'shared.html'), partials, pages };
}

/** A help page's path under `/help/`: `en/Orders.html`. */
const PAGE_PATH = /^\/(\w+\/\w+\.html)$/;

/**
 * The help pages the info buttons open (`/help/<language>/<Page>.html`) and their stylesheet
 * (`/help/help.css`), made from `folder` (docs/web-performance.md, "What the build splits"): written
 * into the build, and served by the development server, made again at every request so that an edit
 * shows on a reload.
 */
export function helpPages(folder: string): Plugin {
  return {
    name: 'selvedge-help-pages',
    configureServer(server) {
      server.middlewares.use('/help', (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const path = (request.url ?? '').split('?')[0] ?? '';
        const send = async () => {
          if (path === '/help.css') {
            response.setHeader('content-type', 'text/css; charset=utf-8');
            return response.end(await readFile(join(folder, 'help.css')));
          }
          const page = PAGE_PATH.exec(path)?.[1];
          const html = page && renderHelpPages(await readHelpSources(folder)).get(page);
          if (!html) {
            // As the API answers a help page that is not there: a 404, never the app.
            response.statusCode = 404;
            return response.end();
          }
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(html);
        };
        send().catch(next);
      });
    },
    async generateBundle() {
      for (const [path, html] of renderHelpPages(await readHelpSources(folder))) {
        this.emitFile({ type: 'asset', fileName: `help/${path}`, source: html });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'help/help.css',
        source: await readFile(join(folder, 'help.css')),
      });
    },
  };
}
