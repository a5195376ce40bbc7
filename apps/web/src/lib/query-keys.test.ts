import { describe, expect, it } from 'vitest';
import {
  accountKeys,
  adminCatalogueKeys,
  adminKeys,
  productKeys,
  storefrontKeys,
  userScopeKey,
} from './query-keys';

/** Every key of a group: constants as they are, builders called with sample arguments. */
function keysOf(group: object): (readonly unknown[])[] {
  return Object.values(group).flatMap((entry): (readonly unknown[])[] => {
    if (Array.isArray(entry)) return [entry];
    if (typeof entry === 'function') return [entry('sample', 'sample')];
    return keysOf(entry);
  });
}

describe('query keys (decision 8: what the signed-in person owns is under their prefix)', () => {
  it("puts the shopper's own data and every admin screen under ['user', …]", () => {
    const owned = [...keysOf(accountKeys), ...keysOf(adminKeys)];
    expect(owned.length).toBeGreaterThan(15);
    for (const key of owned) expect(key[0]).toBe(userScopeKey[0]);
  });

  it('keeps data that is the same for everyone outside the user prefix', () => {
    // A catalogue write refetches every key outside the prefix (catalogue-write.ts).
    const shared = [
      ...keysOf(productKeys),
      ...keysOf(storefrontKeys),
      ...keysOf(adminCatalogueKeys),
    ];
    for (const key of shared) expect(key[0]).not.toBe(userScopeKey[0]);
  });

  it('keeps the plain key of a page without sort or filters', () => {
    expect(productKeys.newProducts()).toEqual(['products', 'new']);
    expect(productKeys.search('shoes')).toEqual(['products', 'search', 'shoes']);
    expect(productKeys.listing('c1', 's1', { sort: 'price' })).toEqual([
      'products',
      'listing',
      'c1',
      's1',
      { sort: 'price' },
    ]);
  });

  it('nests one product’s review lists under its reviews key, so a new review refetches them', () => {
    const prefix = storefrontKeys.productReviews('p1');
    expect(storefrontKeys.reviewList('p1', 'newest').slice(0, prefix.length)).toEqual(prefix);
    expect(accountKeys.order('o1').slice(0, 2)).toEqual(accountKeys.orders);
  });
});
