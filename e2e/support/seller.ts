/** The registered seller the E2E store issues GST invoices as (global-setup gives it). */
export const E2E_SELLER = {
  SELLER_LEGAL_NAME: 'EditKaro Assets Private Limited',
  SELLER_ADDRESS: '12 MG Road, Pune, Maharashtra 411001',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
};
