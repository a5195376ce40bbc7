export * from './catalogue.js';
export * from './commerce.js';
export * from './engagement.js';
export * from './secrets.js';
export * from './users.js';
