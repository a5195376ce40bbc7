/**
 * SPEC §2: the description split by full stops. A stop counts only when followed by a space
 * or the end, so "v2.0" or "4.5 GB" stay whole; each piece keeps its own stop.
 */
export function splitDescription(text: string): string[] {
  return text
    .split(/(?<=\.)\s+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && piece !== '.');
}

export function ProductDescription({ text }: { text: string }) {
  const sentences = splitDescription(text);
  if (sentences.length === 0) return null;
  return (
    <section aria-labelledby="product-description" className="mt-6">
      <h2 id="product-description" className="text-base font-semibold text-slate-900">
        Description
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
        {sentences.map((sentence, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sentences may repeat; order is fixed
          <li key={index}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
