import { build } from 'esbuild';
import type { Plugin } from 'vite';
// By path, as in route-preloads.ts: Vite's config leaves workspace packages to Node.
import { FIRST_ANSWERS_MODULE } from '../../packages/contracts/src/first-answers';

/**
 * Writes `first-answers.mjs` beside index.html: app/first-answers.ts (each screen's first queries as
 * its feature declares them, and the picture a screen draws largest) as one module the API can import
 * (docs/web-performance.md). With it the server writes a signed-in page's first answers into the page it
 * sends, so the screen needs no request of its own before its first paint: the server runs the app's
 * own declarations.
 */
export function firstAnswersModule(entry: string): Plugin {
  return {
    name: 'selvedge-first-answers-module',
    apply: 'build',
    async generateBundle() {
      const { outputFiles } = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        target: 'node20',
        minify: true,
        legalComments: 'none',
        write: false,
      });
      const [module] = outputFiles;
      if (!module) this.error(`esbuild wrote nothing for ${entry}`);
      this.emitFile({ type: 'asset', fileName: FIRST_ANSWERS_MODULE, source: module.text });
    },
  };
}
