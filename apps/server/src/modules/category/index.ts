/** What other modules may use of the category module: products and sub-categories check categories. */
export { createCategoryRepository } from './repository.js';
