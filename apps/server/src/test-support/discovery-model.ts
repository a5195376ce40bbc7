import type { CatalogueFilters } from '@store/contract/product';

/*
 * The rules of sorted and filtered reads (issue 16, decision 34) worked out in plain code
 * over a test's own model of its catalogue: what the store's SQL must agree with.
 */

/** A product as the discovery tests model it. */
export interface DiscoveryModel {
  id: string;
  name: string;
  /** The sale price: what the shopper pays. */
  sale: number;
  onSale: boolean;
  createdAt: number;
  /** Lower-cased software names: the sub-category's tool and the compatible software. */
  software: string[];
  formats: string[];
  rating: number | null;
  ratingCount: number;
  paidOrders: number;
}

const byId = (a: DiscoveryModel, b: DiscoveryModel) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each sort's order, ties broken by id as the store breaks them. */
export const MODEL_ORDER = {
  newest: (a: DiscoveryModel, b: DiscoveryModel) => b.createdAt - a.createdAt || -byId(a, b),
  'price-asc': (a: DiscoveryModel, b: DiscoveryModel) => a.sale - b.sale || byId(a, b),
  'price-desc': (a: DiscoveryModel, b: DiscoveryModel) => b.sale - a.sale || -byId(a, b),
  popular: (a: DiscoveryModel, b: DiscoveryModel) => b.paidOrders - a.paidOrders || byId(a, b),
  rating: (a: DiscoveryModel, b: DiscoveryModel) =>
    (b.rating ?? -1) - (a.rating ?? -1) || b.ratingCount - a.ratingCount || byId(a, b),
} as const;

/** Whether a product passes every filter (within software or format, any choice matches). */
export function passesFilters(m: DiscoveryModel, f: CatalogueFilters): boolean {
  if (f.minPrice !== undefined && m.sale < f.minPrice) return false;
  if (f.maxPrice !== undefined && m.sale > f.maxPrice) return false;
  if (f.free && m.sale !== 0) return false;
  if (f.onSale && !m.onSale) return false;
  if (f.software?.length && !f.software.some((s) => m.software.includes(s.toLowerCase())))
    return false;
  if (f.format?.length && !f.format.some((x) => m.formats.includes(x))) return false;
  return true;
}
