import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The API server of `npm run dev -w @store/server`; the browser always calls the same origin.
const devApiOrigin = 'http://localhost:3000';

/**
 * Writes the stylesheet into index.html instead of linking it (docs/decisions/0016). A linked
 * stylesheet blocks the first paint until a second round trip has brought it; inline, the
 * header the HTML already holds paints as soon as the page arrives. 9 KB compressed, once per
 * visit: every later screen is drawn by the app without reloading the page.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            // The file stays: a lazily loaded chunk that shares code with the entry lists this
            // stylesheet among its dependencies, and the browser asks for it (an error when
            // missing). The page already has the rules, so that request changes nothing.
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesheet()],
  // `source` first: @store/contract is consumed as TypeScript, no contract build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': devApiOrigin,
      '/uploads': devApiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The storefront's runtime libraries change less often than our code: their own
              // long-cached chunk. zod is left out on purpose: it loads lazily with the schemas.
              // So are the icons: each travels with the page that draws it, instead of every
              // account and admin page's icons riding in the first load.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack|react-hot-toast)[\\/]/,
            },
            {
              // The admin dashboards' charts, loaded only by those pages.
              name: 'charts',
              test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
