/** A string PostgreSQL cannot store, or that is not Unicode text, found in request input. */
export interface UnsafeText {
  /** Where it sits: the keys and indexes from the root (empty for the root itself). */
  path: (string | number)[];
  /** Written without the field's name, as every validation message is ("field: reason"). */
  message: string;
}

export const NUL_MESSAGE = 'must not contain NUL characters';
export const UNPAIRED_SURROGATE_MESSAGE =
  'must be valid Unicode text (it holds an unpaired surrogate)';

/**
 * The first string in `value` (parsed JSON, a query or route parameters), or key of an
 * object in it, that holds a NUL character — PostgreSQL refuses `\u0000` in text, so it
 * would fail deep in a query as a 500 — or an unpaired UTF-16 surrogate (not valid Unicode:
 * it would be stored as U+FFFD, silently changed). Undefined when every string is fine.
 * Bodies are at most MAX_JSON_DEPTH deep (plugins/json-body.ts), so the walk is shallow.
 */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
): UnsafeText | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { path, message: `field names ${keyProblem}` };
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return undefined;
}
