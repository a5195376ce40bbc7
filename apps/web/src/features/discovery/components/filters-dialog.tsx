import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';
import type { Discovery } from '../discovery-params';
import { type SummaryFetcher, useDiscoverySummary } from '../hooks/use-discovery-summary';
import { FilterPanel } from './filter-panel';

interface FiltersDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the page shows now: the dialog starts from it. */
  discovery: Discovery;
  onApply: (discovery: Discovery) => void;
  /** The page's results, and its call asked for counts only (for the draft's count). */
  scope: readonly unknown[];
  fetchSummary: SummaryFetcher;
}

const resultsText = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

function DialogBody({
  discovery,
  onApply,
  scope,
  fetchSummary,
}: Omit<FiltersDialogProps, 'open' | 'onClose'>) {
  const [draft, setDraft] = useState(discovery);
  // The Show button reads the latest draft: a price typed and left by clicking the button
  // is applied by its blur, in the same click, before React has drawn the new state.
  const latest = useRef(draft);
  const change = (next: Discovery) => {
    latest.current = next;
    setDraft(next);
  };
  const summary = useDiscoverySummary(scope, fetchSummary, draft, true);
  // While the draft's own count loads, the last one would be a wrong promise on the button.
  const count = summary.isPlaceholderData ? undefined : summary.data?.totalCount;
  return (
    <>
      <FilterPanel
        filters={draft.filters}
        facets={summary.data?.facets}
        onChange={(filters) => change({ ...draft, filters })}
      />
      <p role="status" className="sr-only">
        {count === undefined ? '' : resultsText(count)}
      </p>
      <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex gap-3 border-t border-slate-200 bg-white px-5 py-4">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => change({ ...draft, filters: {} })}
        >
          Clear all
        </Button>
        <Button className="flex-1" onClick={() => onApply(latest.current)}>
          {count === undefined ? 'Show results' : `Show ${resultsText(count)}`}
        </Button>
      </div>
    </>
  );
}

/**
 * Narrow screens: the filters in a dialog (focus moves in, stays in, returns to the Filters
 * button). Choices are a draft until "Show N results": the count follows the draft, and the
 * page's address changes once, as one Back step.
 */
export function FiltersDialog({ open, onClose, ...body }: FiltersDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Filters">
      <DialogBody
        {...body}
        onApply={(discovery) => {
          body.onApply(discovery);
          onClose();
        }}
      />
    </Modal>
  );
}
