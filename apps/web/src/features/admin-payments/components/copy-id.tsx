import { ORDER_MESSAGES } from '@store/contract/order';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast/headless';

interface CopyIdProps {
  /** The column's name, for the copy button's accessible name ('Copy Order ID …'). */
  label: string;
  value: string;
}

/**
 * An id cut to 100 px (SPEC §2; the whole id is in the tooltip and read out by screen
 * readers) and a button copying it: 'Copied to clipboard!' (SPEC §8). A failure is only logged.
 */
export function CopyId({ label, value }: CopyIdProps) {
  if (value === '') return <span className="text-slate-400">—</span>;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(ORDER_MESSAGES.copied);
    } catch (error) {
      console.warn(`Could not copy the ${label}`, error);
    }
  }

  return (
    <span className="flex items-center gap-1">
      <span title={value} className="block max-w-[100px] truncate font-mono text-xs">
        {value}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label} ${value}`}
        className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <Copy aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
