import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A web build's index.html, as small as the page-rendering modules need. */
export const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>EditKaro Assets – default title</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The scripts each page with a server route loads beyond index.html's (the web build's). */
export const PAGE_SCRIPTS = {
  product: ['/assets/product-detail-abc.js', '/assets/modal-abc.js'],
  listing: ['/assets/product-listing-abc.js'],
  search: ['/assets/search-results-abc.js'],
};

/** A directory holding only that index.html, page-scripts.json and the icon: WEB_DIST_DIR. */
export function webBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-web-build-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'page-scripts.json'), JSON.stringify(PAGE_SCRIPTS));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
