/** The cart's placeholder while its items (or the drawer's code) load. */
export function CartLoading() {
  return (
    <div role="status" className="space-y-3 p-4">
      <span className="sr-only">Loading your cart…</span>
      {[0, 1].map((i) => (
        <div key={i} className="h-20 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}
