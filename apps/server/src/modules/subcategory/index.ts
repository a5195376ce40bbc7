/** What other modules may use of the sub-category module: products check their sub-categories. */
export { createSubCategoryRepository } from './repository.js';
export { assertCategoriesExist } from './service.js';
