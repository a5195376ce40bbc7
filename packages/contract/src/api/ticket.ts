import { group } from './group.js';

/** Contact Us tickets (SPEC §2 Contact Us), under `/api/survey` as SPEC §7 has them. */
export const ticketApiRoutes = /* @__PURE__ */ group('ticket', {
  submit: { method: 'POST', path: '/api/survey/submitForm' },
  list: { method: 'GET', path: '/api/survey/getAllForms' },
  remove: { method: 'POST', path: '/api/survey/deleteTicket' },
});
