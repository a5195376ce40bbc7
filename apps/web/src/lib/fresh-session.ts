import { userApiRoutes } from '@store/contract/api';
import { callApi } from './call-api';

/**
 * Makes sure the httpOnly access cookie is current before the browser itself fetches a
 * guarded address (a file download, which carries no bearer header). A signed-in call renews
 * the session when the access token has expired (15 minutes), and the renewal sets the
 * cookie again; without it, a page left open would download a 401 reply as the file.
 */
export async function ensureFreshSession(): Promise<void> {
  await callApi(userApiRoutes.details);
}

/** Starts a download of `href` as a link click would, after `ensureFreshSession`. */
export function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
