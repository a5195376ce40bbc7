/** What other modules may use of the product module (the rest is its own). */
export { createDiscovery, type DiscoveryScope, discoveryQuery } from './discovery.js';
export { publicProductColumns, withDetails } from './public-product-sql.js';
