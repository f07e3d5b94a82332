import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Handlebars from 'handlebars';
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
 * A page's title: its heading, plain text (the frame places it as it is, `{{{title}}}`, in the title, an
 * attribute and the other pages' footers).
 */
const TITLE = /^<h1>([^<>"]+)<\/h1>$/m;
/**
 * A partial: what stands between `<template id="…">` and `</template>`, but for a line break right after
 * the opening tag (as in a `<pre>`), so that a partial written over lines is those lines.
 */
const PARTIAL = /<template id="([\w-]+)">\n?([\s\S]*?)<\/template>/g;

/** The partials of a file by id. */
export function parsePartials(text: string): Record<string, string> {
  const partials: Record<string, string> = {};
  for (const [, id = '', body = ''] of text.matchAll(PARTIAL)) {
    if (id in partials) throw new Error(`the partial ${id} is written twice`);
    partials[id] = body;
  }
  return partials;
}

/** What the frame is given (frame.html); the page's own content is its partial `main`. */
interface FrameValues {
  lang: HelpLanguage;
  /** The page's name, its file's: `Orders`. */
  page: string;
  title: string;
  /** The links to the page in every language. */
  languages: { code: HelpLanguage; label: string; name: string; current: boolean }[];
  /** The links to every topic on a topic's page (none on the others). */
  topics: { page: string; title: string; current: boolean }[];
}

/**
 * Every help page, by its path under `/help/` (`en/Orders.html`): the frame around the page's content, in
 * the page's language, with its title, the links to the page in the other languages and, on a topic's
 * page, the links to the other topics. Every language must have the same pages, and every topic a page;
 * a value or partial that is not there is an error (Handlebars' strict mode).
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
  const frame = Handlebars.compile<FrameValues>(sources.frame, { strict: true });
  const rendered = new Map<string, string>();
  for (const language of languages) {
    const partials = parsePartials(sources.shared);
    for (const [id, partial] of Object.entries(parsePartials(sources.partials[language]))) {
      if (id in partials)
        throw new Error(`the partial ${id} is in partials/shared.html and ${language}.html`);
      partials[id] = partial;
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
      const values: FrameValues = {
        lang: language,
        page: name,
        title: titles.get(name) ?? '',
        languages: languages.map((other) => ({
          code: other,
          label: other.toUpperCase(),
          name: helpLanguages[other],
          current: other === language,
        })),
        topics: helpTopics.includes(name)
          ? helpTopics.map((topic) => ({
              page: topic,
              title: titles.get(topic) ?? '',
              current: topic === name,
            }))
          : [],
      };
      let html: string;
      try {
        html = frame(values, { partials: { ...partials, main: sources.pages[language][name] ?? '' } });
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : error}`, { cause: error });
      }
      // Handlebars indents a partial's blank lines too (the page's, in <main>): they stay blank.
      rendered.set(where, html.replace(/^[ \t]+$/gm, ''));
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
