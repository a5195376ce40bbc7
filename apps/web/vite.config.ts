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

/**
 * The app's scripts ask for low fetch priority (docs/decisions/0033). The page paints its
 * header from the HTML and inline stylesheet alone; the scripts are not needed for that paint,
 * and a high priority lets them take bandwidth from the first banner (fetchpriority=high).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")( crossorigin)?/g,
          (tag) => `${tag} fetchpriority="low"`,
        ),
    },
  };
}

/** The pages whose server-written HTML names their own scripts (the server's page routes). */
const PAGES_WITH_SCRIPTS = {
  product: 'src/app/routes/catalogue/product-detail.tsx',
  listing: 'src/app/routes/catalogue/product-listing.tsx',
  search: 'src/app/routes/search/search-results.tsx',
} as const;

/**
 * Writes `page-scripts.json`: for each page above, the script files its route loads beyond
 * those index.html already names. The server puts them in the page as modulepreloads, so a
 * product, listing or search page opened from a link fetches its own code with the app's,
 * not a round trip after the app has started (docs/decisions/0033).
 */
function pageScripts(): Plugin {
  return {
    name: 'page-scripts',
    apply: 'build',
    generateBundle(_options, bundle) {
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
        seen.add(fileName);
        for (const imported of chunk.imports) withImports(imported, seen);
        return seen;
      };
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('page-scripts: no entry chunk');
      const loadedByIndex = withImports(entry.fileName);
      const pages: Record<string, string[]> = {};
      for (const [page, source] of Object.entries(PAGES_WITH_SCRIPTS)) {
        const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(source));
        if (!chunk) return this.error(`page-scripts: no chunk for ${source}`);
        pages[page] = [...withImports(chunk.fileName)]
          .filter((file) => !loadedByIndex.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'page-scripts.json',
        source: JSON.stringify(pages),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesheet(), scriptsAfterFirstPaint(), pageScripts()],
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
