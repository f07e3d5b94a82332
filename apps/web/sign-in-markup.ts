import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
// By path, as in route-preloads.ts: Vite's config leaves workspace packages to Node.
import { SIGN_IN_MARKUP_FILE, type SignInMarkup } from '../../packages/contracts/src/sign-in-markup';

const languages = ['en', 'nl', 'de', 'fr'] as const;

/**
 * Writes `sign-in-markup.json` beside index.html: the sign-in page as the app draws it, in each language
 * (src/app/sign-in-markup.tsx), for the server to write into the page of a visitor who is not signed in
 * (docs/web-performance.md, "The sign-in page before the code"). The page is drawn by the app's own
 * modules, loaded as Vite loads them for the development server (this config's plugins: the translation
 * parts, the theme), so the markup holds what the app's first render will draw.
 */
export function signInMarkup(entry: string): Plugin {
  return {
    name: 'selvedge-sign-in-markup',
    apply: 'build',
    async generateBundle() {
      const server = await createServer({
        configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        // Nothing is bundled for a browser here: the modules run in this process.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderSignInMarkup } = (await server.ssrLoadModule(entry)) as {
          renderSignInMarkup(language: (typeof languages)[number]): Promise<string>;
        };
        const markup: Partial<SignInMarkup> = {};
        for (const language of languages) markup[language] = await renderSignInMarkup(language);
        this.emitFile({ type: 'asset', fileName: SIGN_IN_MARKUP_FILE, source: JSON.stringify(markup) });
      } finally {
        await server.close();
      }
    },
  };
}
