/**
 * Turns a shopper's text into PostgreSQL full-text queries (docs/decisions/0009). Pure
 * functions: the repository runs what these build.
 *
 * The text is split into words of letters, marks and digits (any script); everything else —
 * SQL, regex and tsquery syntax, quotes, backslashes, emoji — only separates words. Each word
 * is then single-quoted in the `to_tsquery` input, where nothing but a quote or a backslash
 * could be special, and a word never holds either. So no input can change a query's shape.
 */

/** Words beyond this many are ignored (a query stays cheap whatever is typed). */
export const MAX_QUERY_WORDS = 8;
/** A single word longer than this is cut (PostgreSQL ignores lexemes over 2 KB anyway). */
const MAX_WORD_LENGTH = 60;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const SAFE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * PostgreSQL's English stop words (share/tsearch_data/english.stop). Descriptions are indexed
 * without them, so such a word never has to match; names and category labels keep them, so
 * 'after effect' still prefers the After Effects sub-category (see rankTerms).
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself ' +
    'she her hers herself it its itself they them their theirs themselves what which who whom ' +
    'this that these those am is are was were be been being have has had having do does did ' +
    'doing a an the and but if or because as until while of at by for with about against ' +
    'between into through during before after above below to from up down in out on off over ' +
    'under again further then once here there when where why how all any both each few more ' +
    'most other some such no nor not only own same so than too very s t can will just don ' +
    'should now'
  ).split(' '),
);

/**
 * British and American spellings an Indian shopper mixes freely; the catalogue may use
 * either. A word also searches its other spelling.
 */
const SPELLINGS: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  grey: 'gray',
  centre: 'center',
  theatre: 'theater',
  favourite: 'favorite',
  favourites: 'favorites',
  stabilise: 'stabilize',
  stabiliser: 'stabilizer',
  optimised: 'optimized',
  customise: 'customize',
  customisable: 'customizable',
};
const OTHER_SPELLING = new Map<string, string>();
for (const [british, american] of Object.entries(SPELLINGS)) {
  OTHER_SPELLING.set(british, american);
  OTHER_SPELLING.set(american, british);
}

/** One way a query word may appear in a document. */
export interface Alternative {
  text: string;
  /** Matches any lexeme starting with it (the word being typed). */
  prefix: boolean;
}

export interface QueryWord {
  word: string;
  /** An English stop word: never required, but it lifts documents whose labels hold it. */
  stop: boolean;
  /** The word as typed (and its other spelling), then any corrections or completions. */
  alternatives: Alternative[];
}

/**
 * The words of a search text: NFKC-normalised, lower case, de-duplicated, at most
 * MAX_QUERY_WORDS. The last word is matched as a prefix (the SPA searches on every keystroke)
 * when it has two or more characters; a one-character last word of a longer query is dropped
 * (still being typed).
 */
export function parseSearch(search: string): QueryWord[] {
  const found = search.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  const unique = [...new Set(found.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  if (unique.length > 1 && [...unique.at(-1)!].length < 2) unique.pop();
  const words = unique.slice(0, MAX_QUERY_WORDS);
  return words.map((word, index) => {
    const prefix = index === words.length - 1 && [...word].length >= 2;
    const alternatives: Alternative[] = [{ text: word, prefix }];
    const other = OTHER_SPELLING.get(word);
    if (other) alternatives.push({ text: other, prefix });
    return { word, stop: STOP_WORDS.has(word), alternatives };
  });
}

/** Adds corrections (from the catalogue's words) to a word, without duplicates. */
export function withAlternatives(word: QueryWord, extra: readonly Alternative[]): QueryWord {
  const alternatives = [...word.alternatives];
  for (const candidate of extra) {
    if (!SAFE_WORD.test(candidate.text)) continue;
    for (const text of [candidate.text, OTHER_SPELLING.get(candidate.text)]) {
      if (text && !alternatives.some((a) => a.text === text && a.prefix === candidate.prefix)) {
        alternatives.push({ text, prefix: candidate.prefix });
      }
    }
  }
  return { ...word, alternatives };
}

/** Whether a word is worth correcting: three or more characters, a letter among them. */
export function isCorrectable(word: QueryWord): boolean {
  return !word.stop && [...word.word].length >= 3 && /\p{L}/u.test(word.word);
}

/** `to_tsquery('store_search', …)` input for one word: its alternatives OR-ed. */
export function wordTerm(word: QueryWord): string {
  const parts = word.alternatives
    .filter((alternative) => SAFE_WORD.test(alternative.text))
    .map((alternative) => `'${alternative.text}'${alternative.prefix ? ':*' : ''}`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

/** `to_tsquery('store_search', …)` inputs for one search. */
export interface SearchTerms {
  /** Which products match (on the whole document): every required word, or any word. */
  match: string;
  /** Every required word in the name or category labels (the `labels` vector): first. */
  labels: string;
  /** Also every stop word in the labels ('after effect' → After Effects), or null. */
  labelsWithStopWords: string | null;
  /** `match` ANDs two or more words (their counts are not independent: see the repository). */
  conjunctive: boolean;
  /** Each required word's own term (its count bounds the whole query's). */
  requiredTerms: string[];
}

/**
 * The queries for one search. Stop words are optional unless the query has nothing else
 * ('after' alone searches for 'after' in names and labels).
 */
export function rankTerms(words: readonly QueryWord[], mode: 'all' | 'any'): SearchTerms {
  const required = words.some((w) => !w.stop) ? words.filter((w) => !w.stop) : [...words];
  const hasStopWords = required.length < words.length;
  const join = (list: readonly QueryWord[], operator: string) =>
    list.map((word) => wordTerm(word)).join(` ${operator} `);
  return {
    match: mode === 'all' ? join(required, '&') : join(words, '|'),
    labels: join(required, '&'),
    labelsWithStopWords: hasStopWords ? join(words, '&') : null,
    conjunctive: mode === 'all' && required.length > 1,
    requiredTerms: required.map((word) => wordTerm(word)),
  };
}
