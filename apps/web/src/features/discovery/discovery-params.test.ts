import { describe, expect, it } from 'vitest';
import {
  type Discovery,
  discoveryFields,
  LIST_SORT_CHOICES,
  listDiscoveryFields,
  parseDiscovery,
  SEARCH_SORT_CHOICES,
  summaryFields,
  withDiscovery,
} from './discovery-params';

describe('sort and filters in the address', () => {
  it('writes every choice and reads the same choices back', () => {
    const chosen: Discovery = {
      sort: 'price-asc',
      filters: {
        minPrice: 100,
        maxPrice: 500,
        free: true,
        onSale: true,
        software: ['DaVinci Resolve', 'Premiere Pro'],
        format: ['CUBE', 'XMP'],
      },
    };
    const search = withDiscovery('?q=teal%20lut', chosen);
    expect(search).toBe(
      '?q=teal+lut&sort=price-asc&min=100&max=500&free=1&sale=1&software=DaVinci+Resolve&software=Premiere+Pro&format=CUBE&format=XMP',
    );
    expect(parseDiscovery(search, SEARCH_SORT_CHOICES)).toEqual(chosen);
    // Search's text stays; clearing removes only this feature's parameters.
    expect(withDiscovery(search, { filters: {} })).toBe('?q=teal+lut');
    expect(withDiscovery('?sort=newest&free=1', { filters: {} })).toBe('');
  });

  it("leaves out the page's default order, so one result has one address", () => {
    expect(parseDiscovery('?sort=newest', LIST_SORT_CHOICES)).toEqual({ filters: {} });
    expect(parseDiscovery('?sort=relevance', SEARCH_SORT_CHOICES)).toEqual({ filters: {} });
    expect(parseDiscovery('?sort=newest', SEARCH_SORT_CHOICES)).toEqual({
      sort: 'newest',
      filters: {},
    });
  });

  it('drops what the store would refuse instead of sending it', () => {
    const parsed = parseDiscovery(
      '?sort=relevance&min=abc&max=99.5&free=yes&sale=0&software=%20%20&format=.cube&format=x.mp&format=TOOLONGFORMAT1',
      LIST_SORT_CHOICES,
    );
    // Relevance is search's alone; the dot of '.cube' goes as the store strips it.
    expect(parsed).toEqual({ filters: { format: ['CUBE'] } });
    expect(parseDiscovery('?min=20000000', LIST_SORT_CHOICES)).toEqual({ filters: {} });
  });

  it('turns an upside-down price range the right way round and keeps choices once', () => {
    expect(
      parseDiscovery(
        '?min=900&max=100&software=Resolve&software=resolve&format=cube&format=CUBE',
        LIST_SORT_CHOICES,
      ),
    ).toEqual({
      filters: { minPrice: 100, maxPrice: 900, software: ['Resolve'], format: ['CUBE'] },
    });
  });

  it("sends no fields without choices (SPEC §7's call), and filters: {} when asking for counts", () => {
    expect(discoveryFields({ filters: {} })).toEqual({});
    expect(summaryFields({ filters: {} })).toEqual({ filters: {} });
    expect(discoveryFields({ sort: 'popular', filters: {} })).toEqual({
      sort: 'popular',
      filters: {},
    });
    expect(listDiscoveryFields({ sort: 'relevance', filters: { free: true } })).toEqual({
      filters: { free: true },
    });
  });
});
