/** What other modules may use of the order module: who may download what, and order heads. */
export { findEntitlement } from './entitlement.js';
export { createOrderRepository } from './repository.js';
