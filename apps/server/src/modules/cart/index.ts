/** What other modules may use of the cart module: checkout reads and empties carts. */
export { createCartRepository } from './repository.js';
