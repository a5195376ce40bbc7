/** The empty-cart picture: an inline drawing, so it needs no download and never breaks. */
export function EmptyCartArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label="An empty shopping cart" className={className}>
      <ellipse cx="100" cy="128" rx="70" ry="6" fill="#ede9fe" />
      <path
        d="M30 24h20l16 70h78l14-48H60"
        fill="none"
        stroke="#6d28d9"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="76" cy="112" r="9" fill="#6d28d9" />
      <circle cx="134" cy="112" r="9" fill="#6d28d9" />
      <path d="M84 62h44M90 78h32" stroke="#c4b5fd" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
