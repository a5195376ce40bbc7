/**
 * Whether JSON `text` nests objects and arrays more than `limit` levels deep, read from the
 * text itself (brackets outside strings), so a hostile body is refused before JSON.parse or
 * any recursive walk over it (the reply cache's key, validation) can run out of stack.
 * Invalid JSON is not judged here: JSON.parse refuses it right after.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}
