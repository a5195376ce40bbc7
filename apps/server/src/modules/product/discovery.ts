import { CATEGORY_NOT_FOUND_MESSAGE } from '@store/contract/category';
import type {
  CatalogueFacets,
  CatalogueFilters,
  FacetValue,
  SearchSort,
} from '@store/contract/product';
import { SUB_CATEGORY_NOT_FOUND_MESSAGE } from '@store/contract/subcategory';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { NotFoundError } from '#server/lib/errors.js';
import {
  createDiscoveryRepository,
  type FacetsAsked,
  type Known,
  type PriceBound,
  type SubCategoryCount,
  type WalkCounts,
} from './discovery-repository.js';
import {
  facetsInCategory,
  type PageStrategy,
  pageStrategy,
  priceWalkStrategy,
  WALK_MIN_MATCHES,
} from './discovery-sql.js';
import type { JsonPage } from './repository.js';
import type { SearchWord } from './search-hits-sql.js';

export {
  facetsInCategory,
  facetsInSubCategory,
  inCategory,
} from './discovery-sql.js';

/** Which live products a call lists, before filters: conditions on `product_facets f`. */
export interface DiscoveryScope {
  /** Joins after `product_facets f` (the search index, for a search). */
  from?: SQL;
  /** Conditions on `f` or the joined rows (category, sub-category, search words). */
  where?: SQL;
  /** The ORDER BY of `sort: 'relevance'` (search only). */
  relevance?: SQL;
  /**
   * Relevance as tiers instead (a broad search): conditions on `product_search s`, the most
   * relevant first, that split the scope: each row in exactly one (the facet query puts a
   * row that passes none of the others in the last); within a tier, newest first. Only
   * with `search`, whose facet query counts each tier, so that each is read the cheaper way
   * (PageStrategy) and a page never sorts every match.
   */
  relevanceTiers?: SQL[];
  /**
   * A sub-category the scope lies in: a page walks its rows of `product_facet_links` in the
   * chosen order (its own indexes), checking each against `where` and the filters.
   */
  subCategory?: string;
  /**
   * A storefront search's condition on `product_search s` alone (the same products as
   * `from` and `where`): its facet counts then add up the facet groups of the matching
   * search rows (their `facet_key`) without reading a facet row per match.
   */
  search?: SQL;
  /**
   * A `search` of one word: its facet counts may be read from the counts kept per lexeme
   * (searchHits). Only where its relevance tiers, if any, are [labels match, the rest].
   */
  word?: SearchWord;
}

/** What the facet query counts besides the facets: enough to choose a PageStrategy. */
interface ScopeCounts {
  /** Live products in the scope, before filters. */
  scope: number;
  /** Live products in the catalogue. */
  catalogue: number;
  /** Per relevance tier (DiscoveryScope.relevanceTiers): its products, before and after filters. */
  tiers: { scope: number; matching: number }[];
  /** How far a walk by price would go, when the facet query was asked (PriceWalk). */
  walk: WalkCounts | null;
}

/** A mobile listing's group: a sub-category and its cards' JSON text (a `products` array). */
export interface MobileGroup {
  _id: string;
  name: string;
  cards: string;
}

export interface DiscoveryQuery {
  sort: SearchSort;
  filters: CatalogueFilters;
}

/**
 * Sorted and filtered catalogue reads with facet counts (issue 16), shared by listings,
 * search and New Products, over `product_facets` (decision 34). Only used when a request
 * sends `sort` or `filters`; without them each call keeps its own SPEC §7 query.
 */
export function createDiscovery(
  db: DbOrTx,
  options: {
    /** Reads every page (and mobile group) this way instead of choosing (tests of both). */
    strategy?: PageStrategy;
  } = {},
) {
  const repo = createDiscoveryRepository(db);

  /** The facet query's counts, its facets listed as a shopper sees them. */
  async function facets(
    scope: DiscoveryScope,
    filters: CatalogueFilters,
    asked: FacetsAsked = {},
  ): Promise<{
    totalCount: number;
    facets: CatalogueFacets;
    counts: ScopeCounts;
    subCategories: SubCategoryCount[];
  }> {
    const row = await repo.facetCounts(scope, filters, asked);
    if (!row.known.category) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
    if (!row.known.subCategory) throw new NotFoundError(SUB_CATEGORY_NOT_FOUND_MESSAGE);
    return {
      counts: {
        scope: row.scope_total,
        catalogue: row.catalogue,
        tiers: row.tiers,
        walk: row.walk,
      },
      subCategories: row.subCategories,
      totalCount: row.total,
      facets: {
        price: { min: row.price_min, max: row.price_max },
        free: row.free,
        onSale: row.on_sale,
        software: withChosen(row.software ?? [], filters.software, (v) => v.toLowerCase()),
        format: withChosen(row.format ?? [], filters.format, (v) => v),
      },
    };
  }

  /**
   * The mobile listing: one group per sub-category of the category (by name) holding the
   * cards (JSON text, decision 51) of its first `perGroup` products in the chosen order that
   * pass every filter, empty groups left out; and the category's facets. Two statements: the
   * facet statement, which also counts each sub-category's passing products (added up from
   * the facet groups) and checks that the category exists (a 404 otherwise); then one branch
   * per sub-category where something passes, with its id written out so the planner sees that
   * sub-category's own statistics. Each branch reads the sub-category's links only (they
   * carry every filter column): one where many pass walks them in order; one where few pass
   * collects them and sorts them. Popularity reads the few products with paid orders, then
   * the rest in id order.
   */
  async function groupsWithFacets(
    categoryId: string,
    query: DiscoveryQuery,
    perGroup: number,
  ): Promise<{ groups: MobileGroup[]; facets: CatalogueFacets }> {
    const counted = await facets({ where: facetsInCategory(categoryId) }, query.filters, {
      known: { category: categoryId, subCategoriesOf: categoryId },
    });
    const found = await groupsOf(categoryId, query, perGroup, counted.subCategories);
    return { groups: found, facets: counted.facets };
  }

  /** The cards of the groups where something passes (the mobile listing's second statement). */
  async function groupsOf(
    categoryId: string,
    query: DiscoveryQuery,
    perGroup: number,
    counted: readonly SubCategoryCount[],
  ): Promise<MobileGroup[]> {
    const shown = counted.filter((row) => row.matching > 0);
    if (shown.length === 0) return [];
    const cards = await repo.groupCards(
      categoryId,
      query,
      perGroup,
      shown.map((row) => ({
        subCategoryId: row._id,
        strategy:
          options.strategy ?? (row.matching >= WALK_MIN_MATCHES * perGroup ? 'walk' : 'collect'),
      })),
    );
    return shown.flatMap((row, index) => {
      const found = cards.get(index);
      return found ? [{ _id: row._id, name: row.name, cards: found }] : [];
    });
  }

  /**
   * A page (its `data` as JSON text, decision 51) and its count and facets: the counts first
   * (a few rows to add up), since they tell how the page is best read (PageStrategy). A 404
   * when a category or sub-category of `known` does not exist, checked by the same statement.
   */
  async function pageWithFacets(
    scope: DiscoveryScope,
    query: DiscoveryQuery,
    limit: number,
    offset: number,
    known: Known = {},
  ): Promise<JsonPage & { facets: CatalogueFacets }> {
    // A search sorted by price learns how far a walk would go (PriceWalk) with its counts.
    const priceWalk =
      scope.search && (query.sort === 'price-asc' || query.sort === 'price-desc')
        ? { sort: query.sort, needed: offset + limit }
        : undefined;
    const { counts, ...counted } = await facets(scope, query.filters, {
      byTier: query.sort === 'relevance',
      known,
      priceWalk,
    });
    if (offset >= counted.totalCount) return { data: '[]', ...counted };
    if (query.sort === 'relevance' && scope.search && scope.relevanceTiers) {
      // The tiers the page spans, and its slice of each.
      let before = 0; // passing rows in the tiers above
      const tiers = scope.relevanceTiers.flatMap((condition, index) => {
        const tier = counts.tiers[index]!;
        const start = Math.max(0, offset - before);
        const end = Math.min(tier.matching, offset + limit - before);
        before += tier.matching;
        if (end <= start) return [];
        const strategy =
          options.strategy ?? pageStrategy({ needed: end, catalogue: counts.catalogue, ...tier });
        return [{ condition, strategy, limit: end - start, offset: start }];
      });
      const data = await repo.tieredPage(scope, query.filters, tiers);
      return { data, ...counted };
    }
    const strategy =
      options.strategy ??
      (counts.walk !== null
        ? priceWalkStrategy({ ...counts.walk, scope: counts.scope })
        : pageStrategy({ needed: offset + limit, matching: counted.totalCount, ...counts }));
    // A collected page by price reads only the groups up to the price its page ends at.
    const bound: PriceBound | undefined =
      priceWalk && strategy === 'collect' && counts.walk?.price != null
        ? { sort: priceWalk.sort, price: counts.walk.price }
        : undefined;
    const data = await repo.page(scope, query, limit, offset, strategy, bound);
    return { data, ...counted };
  }

  return {
    facets: async (scope: DiscoveryScope, filters: CatalogueFilters) => {
      const { counts: _, subCategories: __, ...counted } = await facets(scope, filters);
      return counted;
    },
    groupsWithFacets,
    pageWithFacets,
  };
}

/**
 * The query of a request that sent `sort` or `filters`, or undefined when it sent neither
 * (the call then answers exactly as SPEC §7 says).
 */
export function discoveryQuery(
  body: { sort?: SearchSort | undefined; filters?: CatalogueFilters | undefined },
  defaultSort: SearchSort,
): DiscoveryQuery | undefined {
  if (body.sort === undefined && body.filters === undefined) return undefined;
  return { sort: body.sort ?? defaultSort, filters: body.filters ?? {} };
}

/**
 * Facet values most first, then by name; a chosen value is listed even when nothing matches,
 * so a shopper can always see and clear it.
 */
function withChosen(
  values: FacetValue[],
  chosen: readonly string[] | undefined,
  key: (value: string) => string,
): FacetValue[] {
  const out = [...values];
  const present = new Set(values.map((v) => key(v.value)));
  for (const value of chosen ?? []) {
    if (!present.has(key(value))) {
      out.push({ value, count: 0 });
      present.add(key(value));
    }
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return out.sort(
    (a, b) =>
      b.count - a.count ||
      compare(a.value.toLowerCase(), b.value.toLowerCase()) ||
      compare(a.value, b.value),
  );
}

export type Discovery = ReturnType<typeof createDiscovery>;
