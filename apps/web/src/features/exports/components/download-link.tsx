import { Download } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';

/**
 * A plain link to a CSV export: the browser downloads it with the session cookie, streaming
 * to disk however large it is. While the range is wrong it is a disabled button instead.
 */
export function DownloadLink({ href, children }: { href: string | null; children: string }) {
  const icon = <Download aria-hidden="true" className="size-4" />;
  if (!href) {
    return (
      <Button disabled className="w-full sm:w-auto">
        {icon}
        {children}
      </Button>
    );
  }
  return (
    <a href={href} download className={buttonClasses({ className: 'w-full sm:w-auto' })}>
      {icon}
      {children}
    </a>
  );
}
