/** Joins class names, skipping falsy ones (all we need; no class-merging library). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
