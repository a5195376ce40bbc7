/** "1 product", "3 products" */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Ids not found among `known`, in the order asked. */
export function missingIds(asked: readonly string[], known: Iterable<string>): string[] {
  const found = new Set(known);
  return asked.filter((id) => !found.has(id));
}
