import { Download } from 'lucide-react';
import { cn } from '#web/lib/cn';

/** The checkout's promo panel: drawn in HTML and CSS, so it reflows at any width and never breaks. */
export function PromoArt({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Instant downloads"
      className={cn(
        'flex items-center gap-4 rounded-xl bg-gradient-to-br from-brand-700 to-pink-600 p-5 text-white',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xl font-bold">Instant downloads</p>
        <p className="mt-1 text-sm text-white/90">Pay once, download from My Orders anytime.</p>
      </div>
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/20">
        <Download aria-hidden="true" className="size-7" />
      </span>
    </aside>
  );
}
