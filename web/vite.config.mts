import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Four pages, each its own entry: the landing page, the candidate's round, the company console and a report link's page. */
export default defineConfig({
  root,
  base: '/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    // Every script, style and font is served from the API's own origin: nothing is fetched elsewhere.
    assetsInlineLimit: 0,
    // The round page bundles CodeMirror with its JavaScript, TypeScript and Python modes (about 180 KB gzipped).
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        home: path.join(root, 'index.html'),
        play: path.join(root, 'play/index.html'),
        console: path.join(root, 'console/index.html'),
        report: path.join(root, 'report/index.html'),
      },
    },
  },
});
