import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { ensureFreshSession, startDownload } from '#web/lib/fresh-session';
import { toastError } from '#web/lib/toast-error';

/**
 * A plain link to a CSV export: the browser downloads it with the session cookie, streaming
 * to disk however large it is. A plain click first renews the session if it has expired (so
 * a page left open for a while still downloads the file, not a 401); a modified click (new
 * tab, save as) is left to the browser. While the range is wrong it is a disabled button.
 */
export function DownloadLink({ href, children }: { href: string | null; children: string }) {
  const [busy, setBusy] = useState(false);
  const icon = <Download aria-hidden="true" className="size-4" />;
  if (!href) {
    return (
      <Button disabled className="w-full sm:w-auto">
        {icon}
        {children}
      </Button>
    );
  }
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await ensureFreshSession();
      startDownload(href);
    } catch (error) {
      toastError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={href}
      download
      aria-busy={busy || undefined}
      onClick={(event) => void onClick(event)}
      className={buttonClasses({ className: 'w-full sm:w-auto' })}
    >
      {icon}
      {children}
    </a>
  );
}
