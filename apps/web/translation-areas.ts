import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isTranslationArea, type Texts, translationPart } from './src/locales/areas';

/** What i18n.ts imports: `…/locales/<language>/translation.json?area=<part>`. */
const ASKED = /^(.*\/translation)\.json\?area=(\w+)$/;
/** The module that stands for it: `…/locales/<language>/translation.<part>.js`, made here. */
const MADE = /\/locales\/\w+\/translation\.(\w+)\.js$/;

/**
 * A part of a translation file (src/locales/areas.ts): `translation.json?area=<part>` is served as a
 * module of its own, `translation.<part>.js`, so each part of each language is a chunk of its own,
 * fetched only by the screens that read it (docs/web-performance.md). Made as JavaScript here rather than
 * left to Vite's JSON plugin, which does not take a JSON file with a query in every Vite version.
 */
export function translationAreas(): Plugin {
  let root = process.cwd();
  return {
    name: 'selvedge-translation-areas',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer, options) {
      // The development server's browser asks for the made module by its address under the root.
      if (MADE.test(source) && source.startsWith('/src/')) return resolve(root, `.${source}`);
      const asked = ASKED.exec(source);
      // The development server's scan for dependencies to bundle reads from disk every script it finds,
      // and the made module is not on disk: the scan is left the JSON file, which it passes by (texts
      // import nothing). Vite tells a plugin that it scans without declaring `scan` in the hook's type.
      if (!asked || !importer || (options as { scan?: boolean }).scan) return null;
      return resolve(dirname(importer), `${asked[1]}.${asked[2]}.js`);
    },
    async load(id) {
      const part = MADE.exec(id)?.[1];
      if (part === undefined) return null;
      if (part !== 'core' && !isTranslationArea(part))
        this.error(`no translation area ${part} (locales/areas.ts)`);
      const file = id.replace(/\.\w+\.js$/, '.json');
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Texts;
      // JSON.parse of a string is quicker for the browser than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(translationPart(all, part)))});\n`;
    },
  };
}
