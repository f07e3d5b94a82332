import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './precompress';

// The API serves the built SPA in production; in development Vite proxies the API and the help pages.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  // The plugin's types come from the Vite that Vitest brings along (a newer major); at run time
  // the plugin works with both, so only its type is adapted here.
  plugins: [react() as unknown as PluginOption, precompress() as unknown as PluginOption],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/help': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // The framework changes less often than the app: its own chunks stay cached across releases.
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router/')) return 'router';
          return undefined;
        },
      },
    },
  },
});
