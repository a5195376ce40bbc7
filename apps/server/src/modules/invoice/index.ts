/** What other modules may use of the invoice module. */
export { issueInvoice } from './issue.js';
