import {
  SEARCH_INPUT_PLACEHOLDER,
  SEARCH_PLACEHOLDERS,
  SEARCH_TEXT_MAX,
} from '@store/contract/constants';
import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths, searchPath } from '#web/config/paths';
import { cn } from '#web/lib/cn';
import { useNavigate, useNavigationType } from '#web/lib/navigation';
import { useIsNarrowScreen, usePrefersReducedMotion } from '#web/lib/use-media-query';
import { useSearchRoute } from '../hooks/use-search-route';
import { useTypingText } from '../hooks/use-typing-text';

const TYPING = { charMs: 50, holdMs: 1000 } as const;

const barClasses =
  'flex h-11 w-full min-w-[300px] items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 text-slate-600 lg:min-w-[420px]';

/** SPEC §2 search bar: a link to /search everywhere else, the search input on /search. */
export function SearchBar({ className }: { className?: string }) {
  const { onSearchPage, query } = useSearchRoute();
  return onSearchPage ? (
    <SearchInput query={query ?? ''} className={className} />
  ) : (
    <SearchLauncher className={className} />
  );
}

function SearchLauncher({ className }: { className?: string }) {
  const animate = !usePrefersReducedMotion();
  const text = useTypingText(SEARCH_PLACEHOLDERS, { ...TYPING, animate });
  // WCAG 2.5.3: the name holds the words on screen, so a speech user can say what
  // they see. It is the whole text being typed, never a cut word, and never empty.
  return (
    <Link to={paths.search} className={cn(barClasses, 'hover:border-brand-500', className)}>
      <Search aria-hidden="true" className="size-5 shrink-0" />
      <span className="sr-only">{text.whole}</span>
      <span aria-hidden="true" className="truncate text-sm">
        {text.shown}
        {animate && <span className="ml-px text-brand-700 motion-safe:animate-pulse">|</span>}
      </span>
    </Link>
  );
}

function SearchInput({ query, className }: { query: string; className?: string }) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const narrow = useIsNarrowScreen();
  const inputRef = useRef<HTMLInputElement>(null);
  // Local state keeps typing instant; the URL follows with every change.
  const [text, setText] = useState(query);

  // A layout effect: focused in the same commit that shows it, never a frame later.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  // Back/forward changes q without typing; then the input follows the URL.
  useEffect(() => {
    if (navigationType === 'POP') setText(query);
  }, [navigationType, query]);

  return (
    // No form: results follow every keystroke, so there is nothing to submit.
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom)
    <div
      role="search"
      className={cn(
        barClasses,
        'bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600',
        className,
      )}
    >
      {narrow ? (
        <Link
          to={paths.home}
          aria-label="Back to home"
          className="-ml-1 rounded p-1 text-slate-700"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <Search aria-hidden="true" className="size-5 shrink-0" />
      )}
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        placeholder={SEARCH_INPUT_PLACEHOLDER}
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          navigate(searchPath(event.target.value), { replace: true });
        }}
        className="h-full w-full min-w-0 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-500"
      />
    </div>
  );
}
