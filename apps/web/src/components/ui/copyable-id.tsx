import { ORDER_MESSAGES } from '@store/contract/order';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { cn } from '../../lib/cn';

interface CopyableIdProps {
  /** What the id is, for the copy button's name ('Copy Payment ID 5114…'). */
  label: string;
  value: string;
  className?: string;
}

/**
 * A long id (a 19-digit payment id, an order id) on one line: never broken mid-id, cut with
 * an ellipsis only when even a line of its own is too narrow (the whole id is in its title
 * and read out in full), and a button that copies it: 'Copied to clipboard!' (SPEC §8).
 * It is an inline-flex unit, so beside a label it moves to the next line whole.
 */
export function CopyableId({ label, value, className }: CopyableIdProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(ORDER_MESSAGES.copied);
    } catch (error) {
      // A refused clipboard (an insecure page, a denied permission) leaves the id to select.
      console.warn(`Could not copy the ${label}`, error);
    }
  }

  return (
    <span
      className={cn('inline-flex max-w-full min-w-0 items-center gap-0.5 align-middle', className)}
    >
      <span title={value} className="min-w-0 truncate font-mono text-xs text-slate-800">
        {value}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label} ${value}`}
        className="shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Copy aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}
