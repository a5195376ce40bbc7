import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { createCashfreeProvider } from './cashfree.js';
import { createPaymentSimulator } from './simulator.js';
import type { PaymentProvider } from './types.js';

export { createCashfreeProvider } from './cashfree.js';
export { checkWebhookSignature, webhookSignature } from './signature.js';
export {
  createPaymentSimulator,
  type PaymentSimulator,
  type SimulatedOrder,
} from './simulator.js';
export * from './types.js';

/**
 * The provider `PAYMENT_PROVIDER` names (DESIGN §5). The simulator keeps its state in the
 * database and signs its webhooks with CASHFREE_SECRET_KEY when set, else with a secret the
 * database shares (docs/decisions/0027).
 */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const { cashfree } = config.payments;
  if (config.payments.provider === 'cashfree') {
    return createCashfreeProvider({
      appId: cashfree.appId!,
      secretKey: cashfree.secretKey!,
      env: cashfree.env,
      timeoutMs: cashfree.timeoutMs,
      ...(cashfree.baseUrl ? { baseUrl: cashfree.baseUrl } : {}),
    });
  }
  return createPaymentSimulator({ db, webhookSecret: cashfree.secretKey });
}
