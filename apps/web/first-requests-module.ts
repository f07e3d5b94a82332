import { build } from 'esbuild';
import type { Plugin } from 'vite';
// By path, as in route-preloads.ts: Vite's config leaves workspace packages to Node.
import { FIRST_REQUESTS_FILE } from '../../packages/contracts/src/route-preloads';

/**
 * Writes `first-requests.mjs` beside index.html: app/first-requests.ts (each screen's first requests,
 * and the picture a screen draws largest) as one module the API can import (docs/web-performance.md).
 * With it the server writes a signed-in page's first GETs' answers into the page it sends, so the
 * screen needs no request of its own before its first paint. One table for both: the server runs the
 * app's own.
 */
export function firstRequestsModule(entry: string): Plugin {
  return {
    name: 'selvedge-first-requests-module',
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
      this.emitFile({ type: 'asset', fileName: FIRST_REQUESTS_FILE, source: module.text });
    },
  };
}
