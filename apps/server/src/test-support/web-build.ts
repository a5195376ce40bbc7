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

/** A directory holding only that index.html and the icon: pass it as WEB_DIST_DIR. */
export function webBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-web-build-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
