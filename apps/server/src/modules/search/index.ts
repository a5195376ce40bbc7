/** What other modules may use of the search module. */
export { createSearchRepository } from './repository.js';
