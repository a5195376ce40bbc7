import { ORDER_MESSAGES } from '@store/contract/order';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { cn } from '../../lib/cn';

interface CopyIdProps {
  /** The column's name, for the copy button's accessible name ('Copy Order ID …'). */
  label: string;
  value: string;
  className?: string;
}

/**
 * An id in a 100 px box (SPEC §2), cut with an ellipsis, and a button copying the whole of it:
 * 'Copied to clipboard!' (SPEC §8) in a toast, which screen readers hear (a live region). The
 * full id is the tooltip and part of the button's name. A refused clipboard is only logged.
 */
export function CopyId({ label, value, className }: CopyIdProps) {
  if (value === '') return <span className="text-slate-500">—</span>;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(ORDER_MESSAGES.copied);
    } catch (error) {
      console.warn(`Could not copy the ${label}`, error);
    }
  }

  return (
    <span className={cn('flex w-[100px] items-center gap-0.5', className)}>
      <span title={value} className="min-w-0 flex-1 truncate font-mono text-xs">
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
