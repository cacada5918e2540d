import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The web app the gateway serves: the developer portal and operator console (index.html, at /portal/)
 * and the GraphQL explorer (explorer.html, at /graphql for browsers). Everything is bundled from npm into
 * portal/dist: the pages load nothing from another host. The manifest tells the gateway which hashed
 * files each page needs (the home and consent pages borrow the portal's stylesheet).
 */
export default defineConfig({
  root,
  base: '/portal/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Inline assets would need `data:` in the CSP of every page; files are served from 'self'.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      input: { portal: `${root}/index.html`, explorer: `${root}/explorer.html` },
      // GraphiQL's dependencies mark React client modules ("use client"), which means nothing in a bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
