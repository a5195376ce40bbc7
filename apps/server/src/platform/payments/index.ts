import type { Config } from '../../config.js';
import { loadOrCreateSecret } from '../../lib/secrets.js';
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
 * The provider `PAYMENT_PROVIDER` names (DESIGN §5). The simulator signs its webhooks with
 * CASHFREE_SECRET_KEY when set, else with a secret generated once and kept in DATA_DIR.
 */
export async function createPaymentProvider(config: Config): Promise<PaymentProvider> {
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
  const webhookSecret =
    cashfree.secretKey ?? (await loadOrCreateSecret(config.dataDir, 'payment-simulator-secret'));
  return createPaymentSimulator({ webhookSecret });
}
