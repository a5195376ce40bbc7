/** The characters that matter outside a string: brackets and the quote that opens one. */
const STRUCTURE = /[{}[\]"]/g;
/** Inside a string: its closing quote, or a backslash escaping the next character. */
const STRING_END = /["\\]/g;

/**
 * Whether JSON `text` nests objects and arrays more than `limit` levels deep, read from the
 * text itself (brackets outside strings), so a hostile body is refused before JSON.parse or
 * any recursive walk over it (the reply cache's key, validation) can run out of stack.
 * Invalid JSON is not judged here: JSON.parse refuses it right after. The regexes jump over
 * the text between the characters that matter (a 1 MB string costs well under a millisecond).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  STRUCTURE.lastIndex = 0;
  for (let match = STRUCTURE.exec(text); match; match = STRUCTURE.exec(text)) {
    const ch = match[0];
    if (ch === '"') {
      STRUCTURE.lastIndex = endOfString(text, STRUCTURE.lastIndex);
    } else if (ch === '{' || ch === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else {
      depth -= 1;
    }
  }
  return false;
}

/** The index just past the string that starts before `from` (the text's end if unclosed). */
function endOfString(text: string, from: number): number {
  STRING_END.lastIndex = from;
  for (let match = STRING_END.exec(text); match; match = STRING_END.exec(text)) {
    if (match[0] === '"') return STRING_END.lastIndex;
    STRING_END.lastIndex += 1; // the escaped character, whatever it is
  }
  return text.length;
}
