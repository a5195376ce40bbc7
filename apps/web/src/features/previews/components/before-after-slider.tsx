import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { cn } from '#web/lib/cn';

/** How far one arrow press moves the divider, and one Page Up/Down, in percent. */
const STEP = 5;
const PAGE_STEP = 20;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Where a key takes the divider from `value`, or undefined for a key the slider ignores. */
export function nextPosition(key: string, value: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + STEP);
    case 'PageDown':
      return clamp(value - PAGE_STEP);
    case 'PageUp':
      return clamp(value + PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return undefined;
  }
}

interface BeforeAfterSliderProps {
  before: string;
  after: string;
  /** What the pair shows, for the images' and the divider's names ("Skin tones"). */
  title: string;
  className?: string;
}

/**
 * One before/after comparison: the "before" image whole, the "after" image over it, cut at a
 * divider the shopper drags (pointer or touch) or moves from the keyboard: a `slider` whose
 * value is the percentage of the picture, from the left, that still shows "before". Vertical
 * swipes still scroll the page (`touch-action: pan-y`).
 */
export function BeforeAfterSlider({ before, after, title, className }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);

  function moveTo(clientX: number) {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(clamp(((clientX - box.left) / box.width) * 100));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event.clientX);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextPosition(event.key, position);
    if (next === undefined) return;
    event.preventDefault();
    setPosition(next);
  }

  return (
    <div
      ref={frame}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      className={cn(
        'relative aspect-[4/3] w-full cursor-ew-resize touch-pan-y overflow-hidden rounded-xl bg-slate-100 select-none',
        className,
      )}
    >
      <img
        src={before}
        alt={`Before: ${title}`}
        draggable={false}
        className="absolute inset-0 size-full object-cover"
      />
      <img
        src={after}
        alt={`After: ${title}`}
        draggable={false}
        data-testid="after-image"
        style={{ clipPath: `inset(0 0 0 ${position}%)` }}
        className="absolute inset-0 size-full object-cover"
      />
      <span
        aria-hidden="true"
        className="absolute top-2 left-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white"
      >
        Before
      </span>
      <span
        aria-hidden="true"
        className="absolute top-2 right-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white"
      >
        After
      </span>
      <div
        role="slider"
        tabIndex={0}
        aria-label={`Before and after divider: ${title}`}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={`${position}% before, ${100 - position}% after`}
        onKeyDown={onKeyDown}
        style={{ left: `${position}%` }}
        // The knob carries the focus ring; the strip itself shows none (a box around a line).
        className="group absolute inset-y-0 -ml-5 flex w-10 items-center justify-center shadow-none outline-none"
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-1/2 w-0.5 -ml-px bg-white shadow"
        />
        <span
          aria-hidden="true"
          className="relative flex size-9 items-center justify-center rounded-full bg-white text-slate-800 shadow-md ring-1 ring-slate-300 group-focus-visible:ring-4 group-focus-visible:ring-brand-600"
        >
          ‹›
        </span>
      </div>
    </div>
  );
}
