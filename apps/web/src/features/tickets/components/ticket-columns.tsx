import { TICKET_PREVIEW_CHARS } from '@store/contract/constants';
import type { Ticket } from '@store/contract/ticket';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import type { TableColumn } from '#web/components/ui/responsive-table';
// The store's clock, as on Payments and Sales (issue 15).
import { formatDateTime } from '#web/lib/date-time';

/** SPEC §8: the first 50 characters and '...' (a short issue is shown whole). */
export function issuePreview(issue: string): string {
  return issue.length > TICKET_PREVIEW_CHARS ? `${issue.slice(0, TICKET_PREVIEW_CHARS)}...` : issue;
}

/**
 * SPEC §2's ticket columns: Name (with its initial), Email, Mobile ('N/A' when empty), Issue
 * (previewed; a click shows it whole), Created At, Actions. Every value is text, never HTML.
 */
export function ticketColumns(onDelete: (ticket: Ticket) => void): TableColumn<Ticket>[] {
  return [
    { header: 'Name', cell: (ticket) => <TicketName name={ticket.name} /> },
    { header: 'Email', className: 'break-all text-slate-700', cell: (ticket) => ticket.email },
    {
      header: 'Mobile',
      className: 'whitespace-nowrap text-slate-700',
      cell: (ticket) => ticket.mobile || 'N/A',
    },
    {
      header: 'Issue',
      className: 'min-w-48 text-slate-700',
      cell: (ticket) => <TicketIssue issue={ticket.issue} />,
    },
    {
      header: 'Created At',
      className: 'text-slate-700',
      cell: (ticket) => <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>,
    },
    {
      header: 'Actions',
      cell: (ticket) => (
        <Button
          variant="danger"
          size="sm"
          aria-label={`Delete ticket from ${ticket.name}`}
          onClick={() => onDelete(ticket)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      ),
    },
  ];
}

function TicketName({ name }: { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {initial}
      </span>
      <span className="min-w-0 font-medium break-words text-slate-900">{name}</span>
    </div>
  );
}

function TicketIssue({ issue }: { issue: string }) {
  const [expanded, setExpanded] = useState(false);
  if (issue.length <= TICKET_PREVIEW_CHARS) {
    return <span className="block break-words whitespace-pre-wrap">{issue}</span>;
  }
  return (
    <button
      type="button"
      aria-expanded={expanded}
      title={expanded ? 'Show less' : 'Show the full issue'}
      onClick={() => setExpanded((open) => !open)}
      className="w-full rounded text-left hover:text-slate-900"
    >
      <span className="block break-words whitespace-pre-wrap">
        {expanded ? issue : issuePreview(issue)}
      </span>
    </button>
  );
}
