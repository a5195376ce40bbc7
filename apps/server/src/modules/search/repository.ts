import type { Product } from '@store/contract/product';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import type { DiscoveryScope } from '../product/index.js';
import { publicProductColumns, withDetails } from '../product/index.js';
import { createCorrector } from './correction-repository.js';
import { PageCache } from './page-cache.js';
import { parseSearch, type QueryWord, rankTerms, type SearchTerms } from './query.js';
import { WordList } from './word-list.js';

export interface SearchPage {
  rows: Product[];
  totalCount: number;
}

export interface SearchOptions {
  /**
   * Queries expected to match up to this many products are ranked exactly (ts_rank over
   * every match, exact count); broader ones page by label tier and recency with an
   * estimated count (default 500; tests lower it).
   */
  exactLimit?: number;
  /** Rows the sample reads (default 1,000); a table under 4× this is counted whole. */
  sampleRows?: number;
  /**
   * Whether pages may be kept by their query now (the route passes the catalogue cache's
   * state, so the benchmark's cache-off runs and an instance without its change channel keep
   * nothing). Default: never.
   */
  cachePages?: () => boolean;
}

/** Pages kept at most (~12 products each: a few MB at worst). */
const KEPT_PAGES = 500;

const tsq = (text: string) => sql`to_tsquery('store_search', ${text})`;

/**
 * Storefront search over `product_search` (live products only; migration 0005), in two
 * regimes (docs/decisions/0009):
 *
 * - a query expected to match up to `exactLimit` products is ranked exactly in one
 *   statement: all required words in the labels first (and all stop words too), then
 *   ts_rank (name A > category B > description C), then newest; the count comes from the
 *   same pass;
 * - a broader one pages tier by tier — labels with stop words, labels, description only —
 *   newest first through the created_at index, so page 1 reads a few dozen rows instead of
 *   ranking tens of thousands; its count is an estimate (the planner's for one word, a
 *   random sample's for several) until the last page makes it exact.
 *
 * A word that matches nothing is first corrected against the catalogue's words; a query
 * whose words are all known but never together falls back to any word.
 */
export function createSearchRepository(db: Database, options: SearchOptions = {}) {
  const exactLimit = options.exactLimit ?? 500;
  const sampleRows = options.sampleRows ?? 1_000;
  // An exact ranking gives up past this many matches (the estimate was off): broad instead.
  const rankCap = exactLimit * 3;
  const words = new WordList(db);
  const corrector = createCorrector(db, words);
  const cachePages = options.cachePages ?? (() => false);
  const pages = new PageCache<SearchPage>(KEPT_PAGES);

  /** The newest live products: what an empty search shows. */
  async function newest(limit: number, offset: number): Promise<SearchPage> {
    const [page, count] = await Promise.all([
      db.execute<Product>(sql`
        with page as (
          select p.id, row_number() over () as position from (
            select p.id from products p where p.deleted_at is null
            order by p.created_at desc, p.id desc limit ${limit} offset ${offset}) p
        )
        select ${publicProductColumns}
        from page join products p on p.id = page.id
        order by page.position`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from product_search`),
    ]);
    return { rows: page.rows, totalCount: count.rows[0]?.total ?? 0 };
  }

  /**
   * Planner estimates (no rows read): the whole query and, for several words, each word
   * alone; and the table's size from its statistics.
   */
  async function estimates(terms: SearchTerms) {
    const queries = [terms.match, ...(terms.conjunctive ? terms.requiredTerms : [])];
    const result = await db.execute<{ population: number | null; rows: string[] }>(sql`
      select (select c.reltuples from pg_class c
               where c.oid = 'product_search'::regclass)::float8 as population,
             array_agg(product_search_estimate(to_tsquery('store_search', t.q)) order by t.i)
               as rows
      from unnest(${sql.param(queries)}::text[]) with ordinality as t(q, i)`);
    const row = result.rows[0];
    const [match = 0, ...perWord] = (row?.rows ?? []).map(Number);
    return { population: Number(row?.population ?? -1), match, perWord };
  }

  /** Counts over a random ~`sampleRows` sample, scaled (a small table: counted whole). */
  async function sampled(terms: SearchTerms): Promise<{ total: number; whole: boolean }> {
    const result = await db.execute<Record<string, string>>(sql`
      select * from product_search_sample(${tsq(terms.match)}, ${sampleRows})`);
    const row = result.rows[0] ?? {};
    const population = Number(row.population ?? 0);
    const rows = Number(row.sample_rows ?? 0);
    const scale = rows > 0 ? population / rows : 0;
    return { total: Number(row.sample_matched ?? 0) * scale, whole: rows === population };
  }

  /**
   * One page of matches ranked exactly (see above), or null when there are more than
   * `rankCap` matches. The count comes from the same scan (a window), so a page costs one
   * pass over the matches.
   */
  async function ranked(
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<SearchPage | null> {
    const tier = terms.labelsWithStopWords
      ? sql`(s.labels @@ ${tsq(terms.labels)})::int
            + (s.labels @@ ${tsq(terms.labelsWithStopWords)})::int`
      : sql`(s.labels @@ ${tsq(terms.labels)})::int`;
    const result = await db.execute<Product & { totalCount: number }>(sql`
      with hits as (
        select s.product_id, s.created_at, ${tier} as tier,
               ts_rank(s.document, ${tsq(terms.match)}) as rank
        from product_search s
        where s.document @@ ${tsq(terms.match)} limit ${rankCap + 1}
      ),
      ranked as (select hits.*, count(*) over () as total from hits),
      page as (
        select product_id, created_at, tier, rank, total from ranked
        order by tier desc, rank desc, created_at desc, product_id desc
        limit ${limit} offset ${offset}
      )
      select page.total::int as "totalCount", ${publicProductColumns}
      from page join products p on p.id = page.product_id and p.deleted_at is null
      order by page.tier desc, page.rank desc, page.created_at desc, page.product_id desc`);
    const rows = result.rows;
    if (rows.length > 0) {
      const totalCount = rows[0]!.totalCount;
      if (totalCount > rankCap) return null;
      for (const row of rows) delete (row as Partial<typeof row>).totalCount;
      return { rows, totalCount };
    }
    if (offset === 0) return { rows: [], totalCount: 0 };
    // A page past the end: the window had no row to report the total on.
    const count = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from (
        select 1 from product_search s
        where s.document @@ ${tsq(terms.match)} limit ${rankCap + 1}) t`);
    const totalCount = count.rows[0]?.total ?? 0;
    return totalCount > rankCap ? null : { rows: [], totalCount };
  }

  /** Each tier's condition, each excluding the tiers above it. */
  function tiersOf(terms: SearchTerms): SQL[] {
    const labels = sql`s.labels @@ ${tsq(terms.labels)}`;
    const description = sql`s.document @@ ${tsq(terms.match)} and not ${labels}`;
    if (!terms.labelsWithStopWords) return [labels, description];
    const labelsAll = sql`s.labels @@ ${tsq(terms.labelsWithStopWords)}`;
    return [labelsAll, sql`${labels} and not ${labelsAll}`, description];
  }

  /**
   * A page of a broad query: tier by tier, newest first. Each tier is first looked for among
   * the newest rows (the created_at index, read lazily: a common tier fills the page after a
   * few dozen rows); a tier too rare for that window is collected through its GIN index
   * and sorted, which is cheap precisely because it is rare.
   */
  async function broad(
    terms: SearchTerms,
    estimate: number,
    limit: number,
    offset: number,
  ): Promise<SearchPage> {
    const rows: Product[] = [];
    let above = 0; // matches in the tiers already passed
    for (const where of tiersOf(terms)) {
      const need = limit - rows.length;
      const skip = Math.max(0, offset - above);
      const window = Math.min(50_000, Math.max(2_000, (skip + need) * 50));
      const order = sql`order by created_at desc, product_id desc`;
      const fetch = (page: SQL) =>
        db.execute<Product>(sql`
          with page as (${page})
          select ${publicProductColumns}
          from page join products p on p.id = page.product_id and p.deleted_at is null
          order by page.created_at desc, page.product_id desc`);
      let result = await fetch(sql`
        select s.product_id, s.created_at from (
          select * from product_search ${order} limit ${window}) s
        where ${where} ${order} limit ${need} offset ${skip}`);
      if (result.rows.length < need) {
        // Not enough among the newest rows: the whole tier, through its index. OFFSET 0
        // keeps the planner from walking the created_at index for a rare tier.
        result = await fetch(sql`
          select product_id, created_at from (
            select s.product_id, s.created_at from product_search s where ${where} offset 0) t
          ${order} limit ${need} offset ${skip}`);
      }
      rows.push(...result.rows);
      if (rows.length === limit) {
        // The estimate, unless this full page shows it is too low (then: at least one more).
        const total = Math.round(estimate);
        return { rows, totalCount: total >= offset + limit ? total : offset + limit + 1 };
      }
      // This tier ended before the page did: count it (at most `skip` rows when it ended
      // before the page began).
      if (result.rows.length > 0) {
        above += skip + result.rows.length;
      } else {
        const count = await db.execute<{ n: number }>(sql`
          select count(*)::int as n from (
            select 1 from product_search s where ${where} limit ${skip}) t`);
        above += count.rows[0]?.n ?? 0;
      }
    }
    // Every tier ended within this page: the count is now exact.
    return { rows, totalCount: above };
  }

  /**
   * Exact or broad. The planner's statistics estimate one word (or one word's alternatives)
   * well, but multiply the odds of words that go together ('colour grading'): for those the
   * rarest word bounds the count, and a sample of the table settles it. A small table is
   * counted whole.
   */
  async function matches(terms: SearchTerms, limit: number, offset: number): Promise<SearchPage> {
    const planned = await estimates(terms);
    const upperBound = terms.conjunctive ? Math.min(...planned.perWord) : planned.match;
    if (upperBound <= exactLimit) {
      const exact = await ranked(terms, limit, offset);
      if (exact) return exact;
    }
    let estimate = planned.match;
    if (terms.conjunctive || planned.population < 4 * sampleRows) {
      const counted = await sampled(terms);
      if (counted.whole && counted.total === 0) return { rows: [], totalCount: 0 };
      if (counted.total <= exactLimit && upperBound > exactLimit) {
        const exact = await ranked(terms, limit, offset);
        if (exact) return exact;
      }
      estimate = counted.total;
    }
    return broad(terms, estimate, limit, offset);
  }

  /**
   * The products a search text matches, as a scope for sorted and filtered reads (issue 16):
   * the same words, corrections and any-word fallback as `search`, with relevance in the
   * order `search` itself gives: for a query expected to match up to `exactLimit` products,
   * the exact ranking (labels first, then ts_rank, then newest); for a broader one, labels
   * first, then newest, without ranking tens of thousands of documents.
   *
   * `byRelevance` false (a search sorted another way): the scope's relevance is never read,
   * so the planner estimates that choose between the two (a round trip, ~0.2–0.3 ms of
   * the server's CPU) are skipped and no tiers are given.
   */
  async function scope(search: string, byRelevance = true): Promise<DiscoveryScope> {
    if (search.trim() === '') return {};
    const found = await correctedWords(search);
    if (!found) return { where: sql`false` };
    let terms = rankTerms(found.words, found.anyOnly ? 'any' : 'all');
    if (!found.anyOnly && found.words.length > 1) {
      const any = await db.execute(sql`
        select 1 from product_search s where s.document @@ ${tsq(terms.match)} limit 1`);
      if (any.rows.length === 0) terms = rankTerms(found.words, 'any');
    }
    const inLabels = sql`s.labels @@ ${tsq(terms.labels)}`;
    const tier = terms.labelsWithStopWords
      ? sql`(${inLabels})::int + (s.labels @@ ${tsq(terms.labelsWithStopWords)})::int`
      : sql`(${inLabels})::int`;
    const planned = byRelevance ? await estimates(terms) : null;
    const broad =
      planned !== null &&
      (terms.conjunctive ? Math.min(...planned.perWord) : planned.match) > exactLimit;
    const match = sql`s.document @@ ${tsq(terms.match)}`;
    // One word, one spelling: its facet counts can come from the counts kept per lexeme (its
    // tiers, when broad, are the two below: no stop words).
    const [only, ...others] = found.words;
    const alternative = only?.alternatives.length === 1 ? only.alternatives[0] : undefined;
    return {
      from: sql`join product_search s on s.product_id = f.product_id`,
      where: match,
      search: match,
      ...(others.length === 0 && alternative
        ? { word: { text: alternative.text, prefix: alternative.prefix } }
        : {}),
      relevance: sql`${tier} desc, ts_rank(s.document, ${tsq(terms.match)}) desc,
                     f.created_at desc, f.product_id desc`,
      // A broad search: label tiers, newest first within each, as its unsorted results are.
      ...(broad
        ? {
            relevanceTiers: terms.labelsWithStopWords
              ? [
                  sql`${inLabels} and ${tier} = 2`,
                  sql`${inLabels} and ${tier} = 1`,
                  sql`not ${inLabels}`,
                ]
              : [inLabels, sql`not ${inLabels}`],
          }
        : {}),
    };
  }

  return {
    scope,

    /** Drops the in-memory catalogue words and kept pages (call on every catalogue change). */
    forget: () => {
      words.forget();
      pages.clear();
    },

    /**
     * A page of live products for a shopper's search text, 12 (limit) per page. Empty text:
     * the newest products. Text without a single word (only punctuation or emoji): nothing.
     */
    async search(search: string, page: number, limit: number): Promise<SearchPage> {
      const found = await searchPage(search, page, limit);
      // Ratings and preview clips (issue 16), spread as every catalogue read does.
      return { ...found, rows: found.rows.map(withDetails) };
    },
  };

  /** The rows of `search` before their ratings and preview media are spread. */
  async function searchPage(search: string, page: number, limit: number): Promise<SearchPage> {
    const offset = (page - 1) * limit;
    if (search.trim() === '') return newest(limit, offset);
    const found = await correctedWords(search);
    if (!found) return { rows: [], totalCount: 0 };
    const { words, anyOnly } = found;
    if (anyOnly) return cachedMatches(rankTerms(words, 'any'), limit, offset);
    const all = await cachedMatches(rankTerms(words, 'all'), limit, offset);
    if (all.totalCount > 0 || words.length === 1) return all;
    // No product has every word: show products with any of them.
    return cachedMatches(rankTerms(words, 'any'), limit, offset);
  }

  /**
   * A search's words after correction (null: nothing can match), and whether only "any
   * word" can match. A word that matches nothing and has no correction (a made-up word) is
   * never a stop word, so it is required: no product has every word, and it adds nothing to
   * "any word". It is left out, so the query is the one the other words make alone, ranked
   * as they would be, and a page already kept for them serves it.
   */
  async function correctedWords(
    search: string,
  ): Promise<{ words: QueryWord[]; anyOnly: boolean } | null> {
    const parsed = parseSearch(search);
    if (parsed.length === 0) return null;
    const { words, dead } = await corrector.correct(parsed);
    if (dead.size === 0) return { words, anyOnly: false };
    const alive = words.filter((_, index) => !dead.has(index));
    return alive.length === 0 ? null : { words: alive, anyOnly: true };
  }

  /**
   * `matches`, kept by the query it runs (not by the text typed: a typo, a made-up word or a
   * new spelling of a query seen before costs its correction and no more) while the
   * catalogue does not change and `cachePages` says so (decision 0052).
   */
  async function cachedMatches(
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<SearchPage> {
    if (!cachePages()) return matches(terms, limit, offset);
    const key = JSON.stringify([terms, limit, offset]);
    const kept = pages.get(key);
    if (kept) return kept;
    const generation = pages.generation;
    const page = await matches(terms, limit, offset);
    pages.set(key, page, generation);
    return page;
  }
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;

export { pickCorrections } from './correction-repository.js';
