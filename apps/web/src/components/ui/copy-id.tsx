import { ORDER_MESSAGES } from '@store/contract/order';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { cn } from '#web/lib/cn';

interface CopyIdProps {
  /** The column's name, for the copy button's accessible name ('Copy Order ID …'). */
  label: string;
  value: string;
  /**
   * 'cell': a 100 px box (SPEC §2's id cells), a dash while there is no id. 'inline': one line
   * as wide as it may be (My Orders), never broken mid-id, an inline unit that moves to the
   * next line whole beside a label.
   */
  layout?: 'cell' | 'inline';
  className?: string;
}

/**
 * An id cut with an ellipsis only where it must be, and a button copying the whole of it:
 * 'Copied to clipboard!' (SPEC §8) in a toast, which screen readers hear (a live region). The
 * full id is the tooltip and part of the button's name. A refused clipboard (an insecure page,
 * a denied permission) is only logged: the id is still there to select.
 */
export function CopyId({ label, value, layout = 'cell', className }: CopyIdProps) {
  if (value === '' && layout === 'cell') return <span className="text-slate-500">—</span>;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(ORDER_MESSAGES.copied);
    } catch (error) {
      console.warn(`Could not copy the ${label}`, error);
    }
  }

  return (
    <span
      className={cn(
        layout === 'cell'
          ? 'flex w-[100px] items-center gap-0.5'
          : 'inline-flex max-w-full min-w-0 items-center gap-0.5 align-middle',
        className,
      )}
    >
      <span title={value} className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800">
        {value}
      </span>
      <button
        type="button"
        onClick={copy}
        title={`Copy ${label}`}
        aria-label={`Copy ${label} ${value}`}
        className="flex size-6 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Copy aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}
