import { TICKET_PREVIEW_CHARS } from '@store/contract/constants';
import type { Ticket } from '@store/contract/ticket';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/date-time';

/** SPEC §8: the first 50 characters and '...' (a short issue is shown whole). */
export function issuePreview(issue: string): string {
  return issue.length > TICKET_PREVIEW_CHARS ? `${issue.slice(0, TICKET_PREVIEW_CHARS)}...` : issue;
}

/** One ticket: every value is rendered as text, never as HTML. */
export function TicketRow({ ticket, onDelete }: { ticket: Ticket; onDelete: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const initial = ticket.name.trim().charAt(0).toUpperCase() || '?';
  const long = ticket.issue.length > TICKET_PREVIEW_CHARS;

  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
          >
            {initial}
          </span>
          <span className="font-medium break-words text-slate-900">{ticket.name}</span>
        </div>
      </td>
      <td className="px-4 py-3 break-all text-slate-700">{ticket.email}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{ticket.mobile || 'N/A'}</td>
      <td className="min-w-64 px-4 py-3 text-slate-700">
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            title={expanded ? 'Show less' : 'Show the full issue'}
            onClick={() => setExpanded((open) => !open)}
            className="w-full rounded text-left hover:text-slate-900"
          >
            <span className="block break-words whitespace-pre-wrap">
              {expanded ? ticket.issue : issuePreview(ticket.issue)}
            </span>
          </button>
        ) : (
          <span className="block break-words whitespace-pre-wrap">{ticket.issue}</span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700"
          aria-label={`Delete ticket from ${ticket.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </td>
    </tr>
  );
}
