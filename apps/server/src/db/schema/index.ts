export * from './catalogue.js';
export * from './commerce.js';
export * from './engagement.js';
export * from './payment-simulator.js';
export * from './reviews.js';
export * from './secrets.js';
export * from './users.js';
export * from './wishlist.js';
