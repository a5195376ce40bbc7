import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { prepared } from '#server/lib/prepared-statement.js';
import {
  type Alternative,
  isCorrectable,
  type QueryWord,
  withAlternatives,
  wordTerm,
} from './query.js';
import { WordList } from './word-list.js';

type Candidate = {
  word: string;
  distance: number;
  similarity: number;
};

/** A correction is kept when this similar (pg_trgm) or this few edits away (see pick). */
const MIN_SIMILARITY = 0.4;
const MAX_CORRECTIONS = 3;
const MAX_COMPLETIONS = 3;

/**
 * For each given word: whether it matches no live product, and if so the catalogue words
 * close to it (trigram similarity or edit distance). One row per candidate, or one row with a
 * null word when there is none (or the word matches something). Prepared: each connection
 * plans it once (a search for a new word otherwise spends more planning it than running it).
 */
const lookUpStatement = prepared<{
  index: number;
  missing: boolean;
  word: string | null;
  distance: number;
  similarity: number;
}>(
  'search_look_up_words',
  sql`
    with t as (
      select (t.ord - 1)::int as index, t.w, t.term
      from unnest(${sql.placeholder('words')}::text[], ${sql.placeholder('terms')}::text[])
           with ordinality as t(w, term, ord)
    ),
    -- Materialized: the lateral below reads missing three times; it is computed once here.
    m as materialized (
      select t.*, case
        -- A common word shows up among a hundred sampled rows at once; a rare or absent one
        -- has a short posting list, cheap for the GIN index (a common one is not). A fixed
        -- hundred rows, whatever the catalogue's size: a word missed by the sample is seldom
        -- in more than a few per cent of the products, a posting list the index reads fast.
        when exists (
          select 1 from (
            select document from product_search
            where sample_bucket < 50 order by sample_bucket limit 100) s
          where s.document @@ to_tsquery('store_search', t.term)) then false
        else not exists (
          select 1 from product_search s
          where s.document @@ to_tsquery('store_search', t.term))
      end as missing
      from t
    )
    select m.index, m.missing, d.word,
           levenshtein_less_equal(d.word, m.w, 3) as distance,
           similarity(d.word, m.w)::float8 as similarity
    from m left join lateral (
      select word from search_words where m.missing and word % m.w
      union
      select word from search_words
      where m.missing and left(word, 1) = left(m.w, 1)
        and char_length(word) between char_length(m.w) - 2 and char_length(m.w) + 2
    ) d on d.word <> m.w
       and (similarity(d.word, m.w) >= ${sql.raw(String(MIN_SIMILARITY))}
            or levenshtein_less_equal(d.word, m.w, 3) <= 2)`,
);

/** A search's words after correction. */
export interface Corrected {
  /** The words, with corrections for typos and completions for the word being typed. */
  words: QueryWord[];
  /**
   * Indexes of words that match no live product and have no correction either (a made-up
   * word): a query needing every word finds nothing, one needing any word can leave them out.
   */
  dead: ReadonlySet<number>;
}

/**
 * Typo correction against the catalogue (docs/decisions/0009). A catalogue word (or, for the
 * word being typed, a catalogue word's beginning) is known without asking the database; the
 * other words are looked up in the search index (descriptions hold words the catalogue's
 * names do not) and, when it lacks them, corrected against the catalogue's words: one
 * statement for both, so a search for a new word costs one round trip here.
 */
export function createCorrector(db: Database, words: WordList) {
  /** Which words match nothing, and the catalogue's words close to those. */
  async function lookUp(list: readonly QueryWord[]) {
    const missing = new Set<number>();
    const found = new Map<number, Candidate[]>();
    if (list.length === 0) return { missing, found };
    const result = await lookUpStatement(db, {
      words: list.map((word) => word.word),
      terms: list.map((word) => wordTerm(word)),
    });
    for (const { index, missing: none, word, distance, similarity } of result.rows) {
      if (!none) continue;
      missing.add(index);
      if (word === null) continue;
      const candidates = found.get(index) ?? [];
      candidates.push({ word, distance, similarity });
      found.set(index, candidates);
    }
    return { missing, found };
  }

  return {
    async correct(list: readonly QueryWord[]): Promise<Corrected> {
      const dictionary = await words.load();
      const last = list.length - 1;
      const typing = (index: number) =>
        index === last && (list[index]!.alternatives[0]?.prefix ?? false);
      const unknown = list
        .map((word, index) => ({ word, index }))
        .filter(
          ({ word, index }) =>
            isCorrectable(word) &&
            !WordList.has(dictionary, word.word) &&
            !(typing(index) && WordList.startingWith(dictionary, word.word).length > 0),
        );
      const { missing, found } = await lookUp(unknown.map(({ word }) => word));

      const dead = new Set<number>();
      const next = [...list];
      for (const [position, { word, index }] of unknown.entries()) {
        if (!missing.has(position)) continue;
        const corrections = pickCorrections(word.word, found.get(position) ?? []);
        if (corrections.length === 0) {
          dead.add(index);
          continue;
        }
        next[index] = withAlternatives(
          word,
          corrections.map((text) => ({ text, prefix: false })),
        );
      }
      // The word being typed also gets the catalogue words it begins whose lexemes it is not
      // a prefix of, because of stemming ('transiti' → 'transitions', lexeme 'transit').
      const typed = next[last];
      if (typed && typing(last) && isCorrectable(typed) && !dead.has(last)) {
        const completions: Alternative[] = WordList.startingWith(dictionary, typed.word)
          .filter((entry) => !entry.lexemes.some((lexeme) => lexeme.startsWith(typed.word)))
          .slice(0, MAX_COMPLETIONS)
          .map((entry) => ({ text: entry.word, prefix: false }));
        if (completions.length > 0) next[last] = withAlternatives(typed, completions);
      }
      return { words: next, dead };
    },
  };
}

/**
 * The corrections worth trying for `word`: similar enough, or at most one edit away for
 * three-letter words and two for longer ones ('colr' → 'colour', 'vedio' → 'video'); the
 * closest first, and only those about as close as the best, at most three.
 */
export function pickCorrections(word: string, candidates: readonly Candidate[]): string[] {
  const maxDistance = [...word].length <= 3 ? 1 : 2;
  const accepted = candidates
    .filter((c) => c.similarity >= MIN_SIMILARITY || c.distance <= maxDistance)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        b.similarity - a.similarity ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
  const best = accepted[0]?.distance ?? 0;
  return accepted
    .filter((c) => c.distance <= best + 1)
    .slice(0, MAX_CORRECTIONS)
    .map((c) => c.word);
}
