import * as z from 'zod/mini';
import { nonNegativeInt } from '../common/index.js';
import { CATALOGUE_FILTER_LIMITS as LIMITS } from '../constants/index.js';
import { fileFormatSchema } from './metadata.js';

/*
 * Sort and filters of listings, search and New Products (issue 16). Both are optional
 * request fields; when neither is sent a call answers exactly as SPEC §7 says, and when
 * either is sent its reply also carries `facets`: how many products each filter choice
 * would show, given the other filters.
 */

/** Orders every list call offers; ties are broken by id, so pages never repeat or skip. */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'popular', 'rating'] as const;
/** Search also sorts by relevance (its default). */
export const SEARCH_SORTS = ['relevance', ...LIST_SORTS] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

const sortChoices = (sorts: readonly string[]) =>
  `must be one of ${sorts.slice(0, -1).join(', ')} or ${sorts.at(-1)}`;

export const listSortSchema = z.enum(LIST_SORTS, {
  error: (issue) =>
    issue.input === 'relevance'
      ? `can be relevance only when searching; ${sortChoices(LIST_SORTS)}`
      : sortChoices(LIST_SORTS),
});
export const searchSortSchema = z.enum(SEARCH_SORTS, { error: sortChoices(SEARCH_SORTS) });

const priceBound = z
  .number({ error: 'must be a whole number of rupees' })
  .check(
    z.int('must be a whole number of rupees'),
    z.gte(0, 'must be at least 0'),
    z.lte(1_000_000, 'must be at most 10,00,000'),
  );

const flag = z.boolean({ error: 'must be true or false' });

/** A list of choices of one filter, each kept once; [] is the same as leaving it out. */
const choices = (item: z.ZodMiniType<string, string>) =>
  z.pipe(
    z
      .array(item, { error: 'must be a list' })
      .check(z.maxLength(LIMITS.valuesMax, `must have at most ${LIMITS.valuesMax} choices`)),
    z.transform((values: string[]) => [...new Set(values)]),
  );

const softwareChoice = z
  .string({ error: 'must be text' })
  .check(
    z.trim(),
    z.minLength(1, 'must not be blank'),
    z.maxLength(LIMITS.valueMax, `must be at most ${LIMITS.valueMax} characters`),
  );

const FILTER_NAMES = ['minPrice', 'maxPrice', 'free', 'onSale', 'software', 'format'];

/**
 * Filters, all optional and combined with AND; within `software` or `format`, any of the
 * choices matches. Prices are what a shopper pays (after the discount), in whole rupees.
 * `software` matches the sub-category's tool or the compatible software, in any case.
 */
export const catalogueFiltersSchema = z
  .strictObject(
    {
      minPrice: z.optional(priceBound),
      maxPrice: z.optional(priceBound),
      /** true: only products that cost nothing. false is the same as leaving it out. */
      free: z.optional(flag),
      /** true: only discounted products. */
      onSale: z.optional(flag),
      software: z.optional(choices(softwareChoice)),
      format: z.optional(choices(fileFormatSchema)),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `has no filter named ${issue.keys.join(', ')}; the filters are ${FILTER_NAMES.join(', ')}`
          : 'must be an object of filters',
    },
  )
  .check(
    z.refine(
      (f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice,
      { message: 'Lowest price must not be more than the highest price.', path: ['minPrice'] },
    ),
  );
export type CatalogueFilters = z.output<typeof catalogueFiltersSchema>;

/** The optional request fields of list calls. */
export const listDiscoveryShape = {
  sort: z.optional(listSortSchema),
  filters: z.optional(catalogueFiltersSchema),
};

/** The optional request fields of search. */
export const searchDiscoveryShape = {
  sort: z.optional(searchSortSchema),
  filters: z.optional(catalogueFiltersSchema),
};

export const facetValueSchema = z.object({ value: z.string(), count: nonNegativeInt() });
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * For each filter, the products it would show given the OTHER filters sent: the price range
 * (null when none match), how many are free, how many on sale, and per software and per
 * format (most first, then by name; a chosen value is listed even when 0).
 */
export const catalogueFacetsSchema = z.object({
  price: z.object({ min: z.nullable(nonNegativeInt()), max: z.nullable(nonNegativeInt()) }),
  free: nonNegativeInt(),
  onSale: nonNegativeInt(),
  software: z.array(facetValueSchema),
  format: z.array(facetValueSchema),
});
export type CatalogueFacets = z.infer<typeof catalogueFacetsSchema>;

/** Added to a reply when `sort` or `filters` was sent. */
export const facetsReplyShape = { facets: z.optional(catalogueFacetsSchema) };
